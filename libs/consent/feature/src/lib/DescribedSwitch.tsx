import { Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';

/** Props of DescribedSwitch. */
export interface DescribedSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A switch named by its label alone, with the description linked by aria-describedby: Mantine's
 * own `description` sits inside the label and would make the switch's name a whole paragraph.
 */
export function DescribedSwitch({ label, description, checked, disabled, onChange }: DescribedSwitchProps) {
  const descriptionId = useId();
  return (
    <Stack gap={4}>
      <Switch
        label={label}
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Text id={descriptionId} size="sm" c="gray.7">
        {description}
      </Text>
    </Stack>
  );
}

import { Switch } from '@mantine/core';

/** Props of SwitchFilter: its visible label, whether it is on and how to turn it. */
export interface SwitchFilterProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off filter, e.g. "Show archived". */
export function SwitchFilter({ label, checked, onChange }: SwitchFilterProps) {
  return <Switch size="md" label={label} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

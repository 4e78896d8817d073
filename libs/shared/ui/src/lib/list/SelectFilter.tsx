import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';

/** One choice of a SelectFilter. */
export interface SelectFilterOption {
  value: string;
  label: string;
}

/** Props of SelectFilter: its visible label, the chosen value (none = all) and the choices. */
export interface SelectFilterProps {
  label: string;
  value: string | undefined;
  options: SelectFilterOption[];
  onChange: (value: string | undefined) => void;
}

/** A native select with "All" first; choosing "All" unsets the filter. */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  const { t } = useLingui();
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      data={[{ value: '', label: t`All` }, ...options]}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
    />
  );
}

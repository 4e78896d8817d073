import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import type { ContractSearch } from '@portal/order-util';

/** Props of ContractSortSelect: the overview's order and how to change it. */
export interface ContractSortSelectProps {
  value: ContractSearch['sort'];
  onChange: (sort: ContractSearch['sort']) => void;
}

/** The overview's order: newest first, or the highest cost to date first (the API sorts). */
export function ContractSortSelect({ value, onChange }: ContractSortSelectProps) {
  const { t } = useLingui();
  return (
    <NativeSelect
      label={t`Sort by`}
      value={value ?? 'newest'}
      data={[{ value: 'newest', label: t`Newest first` }, { value: 'costToDate', label: t`Cost to date, highest first` }]}
      // Newest first is the default: it leaves the URL.
      onChange={(event) => onChange(event.currentTarget.value === 'costToDate' ? 'costToDate' : undefined)}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { ProjectOption } from '@portal/shared-api-contract';
import type { ContractSearch } from '@portal/order-util';
import { DateRangeFilter, SelectFilter, type SetFilters, SwitchFilter, TextFilter } from '@portal/shared-ui';
import { contractStatuses } from '../common/labels';

/** Props of ContractFilters: the current search, the projects to choose from and the setter. */
export interface ContractFiltersProps {
  search: ContractSearch;
  projects: ProjectOption[];
  setFilters: SetFilters<ContractSearch>;
}

/** The overview's left-side filters. */
export function ContractFilters({ search, projects, setFilters }: ContractFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <TextFilter label={t`Search`} value={search.q ?? ''} onChange={(q) => setFilters({ q: q.trim() || undefined })} />
      <SelectFilter
        label={t`Status`}
        value={search.status}
        options={Object.entries(contractStatuses).map(([value, s]) => ({ value, label: i18n._(s.label) }))}
        onChange={(v) => setFilters({ status: v as ContractSearch['status'] })}
      />
      <SelectFilter
        label={t`Project`}
        value={search.projectId === undefined ? undefined : String(search.projectId)}
        options={projects.map((p) => ({ value: String(p.id), label: p.name }))}
        onChange={(v) => setFilters({ projectId: v === undefined ? undefined : Number(v) })}
      />
      <DateRangeFilter label={t`Rental period`} from={search.from} to={search.to} onChange={({ from, to }) => setFilters({ from, to })} />
      <SwitchFilter label={t`Show archived`} checked={search.archived === true} onChange={(on) => setFilters({ archived: on || undefined })} />
    </Stack>
  );
}

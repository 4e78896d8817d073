import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { OrderSearch } from '@portal/order-util';
import type { ProjectOption } from '@portal/shared-api-contract';
import { DateRangeFilter, SelectFilter, type SetFilters, TextFilter } from '@portal/shared-ui';
import { orderStatuses } from '../common/labels';

/** Props of OrderFilters: the current search, the projects to choose from and the setter. */
export interface OrderFiltersProps {
  search: OrderSearch;
  projects: ProjectOption[];
  setFilters: SetFilters<OrderSearch>;
}

/** The orders list's filters: number or PO reference, status, project and when it was placed. */
export function OrderFilters({ search, projects, setFilters }: OrderFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <TextFilter label={t`Order number or PO reference`} value={search.q ?? ''} onChange={(q) => setFilters({ q: q.trim() || undefined })} />
      <SelectFilter
        label={t`Status`}
        value={search.status}
        options={Object.entries(orderStatuses).map(([value, s]) => ({ value, label: i18n._(s.label) }))}
        onChange={(v) => setFilters({ status: v as OrderSearch['status'] })}
      />
      <SelectFilter
        label={t`Project`}
        value={search.projectId === undefined ? undefined : String(search.projectId)}
        options={projects.map((p) => ({ value: String(p.id), label: p.name }))}
        onChange={(v) => setFilters({ projectId: v === undefined ? undefined : Number(v) })}
      />
      <DateRangeFilter label={t`Placed`} from={search.from} to={search.to} onChange={({ from, to }) => setFilters({ from, to })} />
    </Stack>
  );
}

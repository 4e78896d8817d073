import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { RequestSearch } from '@portal/request-util';
import { DateRangeFilter, SelectFilter, type SetFilters, TextFilter } from '@portal/shared-ui';
import { requestStatuses, requestTypes } from '../common/labels';

/** Props of RequestFilters: the current search and the setter. */
export interface RequestFiltersProps {
  search: RequestSearch;
  setFilters: SetFilters<RequestSearch>;
}

/** The requests list's filters: type, status, when it was created and a search. */
export function RequestFilters({ search, setFilters }: RequestFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <SelectFilter
        label={t`Type`}
        value={search.type}
        options={Object.entries(requestTypes).map(([value, label]) => ({ value, label: i18n._(label) }))}
        onChange={(v) => setFilters({ type: v as RequestSearch['type'] })}
      />
      <SelectFilter
        label={t`Status`}
        value={search.status}
        options={Object.entries(requestStatuses).map(([value, s]) => ({ value, label: i18n._(s.label) }))}
        onChange={(v) => setFilters({ status: v as RequestSearch['status'] })}
      />
      <DateRangeFilter label={t`Created`} from={search.from} to={search.to} onChange={({ from, to }) => setFilters({ from, to })} />
      <TextFilter label={t`Search`} value={search.q ?? ''} onChange={(q) => setFilters({ q: q.trim() || undefined })} />
    </Stack>
  );
}

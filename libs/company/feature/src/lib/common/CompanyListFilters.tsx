// The filters of the company lists with a search text and `Show archived` (contact persons,
// addresses, projects).
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { CompanyListSearch } from '@portal/company-util';
import { SwitchFilter, TextFilter, type SetFilters } from '@portal/shared-ui';

/** Props of CompanyListFilters: the current search and the setter. */
export interface CompanyListFiltersProps {
  search: CompanyListSearch;
  setFilters: SetFilters<CompanyListSearch>;
}

/** Search and `Show archived`, each in the URL. */
export function CompanyListFilters({ search, setFilters }: CompanyListFiltersProps) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <TextFilter label={t`Search`} value={search.q ?? ''} onChange={(q) => setFilters({ q: q.trim() || undefined })} />
      <SwitchFilter label={t`Show archived`} checked={search.archived === true} onChange={(on) => setFilters({ archived: on || undefined })} />
    </Stack>
  );
}

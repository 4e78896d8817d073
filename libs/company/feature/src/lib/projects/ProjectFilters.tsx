import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { CompanyListSearch } from '@portal/company-util';
import { SwitchFilter, TextFilter, type SetFilters } from '@portal/shared-ui';

/** Props of ProjectFilters: the current search and the setter. */
export interface ProjectFiltersProps {
  search: CompanyListSearch;
  setFilters: SetFilters<CompanyListSearch>;
}

/** The projects list's filters: a search on name and number, and `Show archived`. */
export function ProjectFilters({ search, setFilters }: ProjectFiltersProps) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <TextFilter label={t`Search`} value={search.q ?? ''} onChange={(q) => setFilters({ q: q.trim() || undefined })} />
      <SwitchFilter label={t`Show archived`} checked={search.archived === true} onChange={(on) => setFilters({ archived: on || undefined })} />
    </Stack>
  );
}

// The chips of the company lists that filter by search text and `Show archived` (contact persons,
// addresses, projects): one chip per active filter, each removing only its own filter.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CompanyListSearch } from '@portal/company-util';
import type { FilterChip, SetFilters } from '@portal/shared-ui';

export function companyListChips(i18n: I18n, search: CompanyListSearch, setFilters: SetFilters<CompanyListSearch>): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.q) chips.push({ key: 'q', label: `${i18n._(msg`Search`)}: ${search.q}`, onRemove: () => setFilters({ q: undefined }) });
  if (search.archived) chips.push({ key: 'archived', label: i18n._(msg`Show archived`), onRemove: () => setFilters({ archived: undefined }) });
  return chips;
}

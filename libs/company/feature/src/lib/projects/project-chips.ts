import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CompanyListSearch } from '@portal/company-util';
import type { FilterChip, SetFilters } from '@portal/shared-ui';

/** One chip per active filter of the projects list, each removing only its own filter. */
export function projectChips(i18n: I18n, search: CompanyListSearch, setFilters: SetFilters<CompanyListSearch>): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.q) chips.push({ key: 'q', label: `${i18n._(msg`Search`)}: ${search.q}`, onRemove: () => setFilters({ q: undefined }) });
  if (search.archived) chips.push({ key: 'archived', label: i18n._(msg`Show archived`), onRemove: () => setFilters({ archived: undefined }) });
  return chips;
}

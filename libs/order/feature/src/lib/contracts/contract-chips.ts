import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProjectOption } from '@portal/shared-api-contract';
import type { ContractSearch } from '@portal/order-util';
import { type FilterChip, type SetFilters } from '@portal/shared-ui';
import { dateRangeChip, projectChip, searchChip } from '../common/chips';
import { contractStatuses } from '../common/labels';

/** One chip per active filter of the overview, each removing only its own filter. */
export function contractChips(
  i18n: I18n,
  search: ContractSearch,
  projects: ProjectOption[],
  setFilters: SetFilters<ContractSearch>,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.q) chips.push(searchChip(i18n, search.q, () => setFilters({ q: undefined })));
  if (search.status) chips.push({ key: 'status', label: `${i18n._(msg`Status`)}: ${i18n._(contractStatuses[search.status].label)}`, onRemove: () => setFilters({ status: undefined }) });
  if (search.projectId !== undefined) chips.push(projectChip(i18n, projects, search.projectId, () => setFilters({ projectId: undefined })));
  if (search.from || search.to) {
    chips.push(dateRangeChip(i18n, 'period', i18n._(msg`Rental period`), search, () => setFilters({ from: undefined, to: undefined })));
  }
  if (search.archived) chips.push({ key: 'archived', label: i18n._(msg`Show archived`), onRemove: () => setFilters({ archived: undefined }) });
  return chips;
}

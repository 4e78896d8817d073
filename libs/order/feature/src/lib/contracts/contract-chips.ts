import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProjectOption } from '@portal/shared-api-contract';
import type { ContractSearch } from '@portal/order-util';
import type { FilterChip } from '@portal/shared-ui';
import { dateRangeText } from '../common/date-range-chip';
import { contractStatuses } from '../common/labels';
import type { SetFilters } from '../common/use-list-search';

/** One chip per active filter of the overview, each removing only its own filter. */
export function contractChips(
  i18n: I18n,
  search: ContractSearch,
  projects: ProjectOption[],
  setFilters: SetFilters<ContractSearch>,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const period = i18n._(msg`Rental period`);
  if (search.q) chips.push({ key: 'q', label: `${i18n._(msg`Search`)}: ${search.q}`, onRemove: () => setFilters({ q: undefined }) });
  if (search.status) chips.push({ key: 'status', label: `${i18n._(msg`Status`)}: ${i18n._(contractStatuses[search.status].label)}`, onRemove: () => setFilters({ status: undefined }) });
  if (search.projectId !== undefined) {
    const name = projects.find((p) => p.id === search.projectId)?.name ?? `#${search.projectId}`;
    chips.push({ key: 'projectId', label: `${i18n._(msg`Project`)}: ${name}`, onRemove: () => setFilters({ projectId: undefined }) });
  }
  if (search.from || search.to) {
    const text = dateRangeText(i18n.locale, search, { from: i18n._(msg`from`), until: i18n._(msg`until`) });
    chips.push({ key: 'period', label: `${period}: ${text}`, onRemove: () => setFilters({ from: undefined, to: undefined }) });
  }
  if (search.archived) chips.push({ key: 'archived', label: i18n._(msg`Show archived`), onRemove: () => setFilters({ archived: undefined }) });
  return chips;
}

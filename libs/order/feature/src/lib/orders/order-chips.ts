import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderSearch } from '@portal/order-util';
import type { ProjectOption } from '@portal/shared-api-contract';
import type { FilterChip, SetFilters } from '@portal/shared-ui';
import { dateRangeChip, projectChip, searchChip } from '../common/chips';
import { orderStatuses } from '../common/labels';

/** One chip per active filter of the orders list, each removing only its own filter. */
export function orderChips(i18n: I18n, search: OrderSearch, projects: ProjectOption[], setFilters: SetFilters<OrderSearch>): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.q) chips.push(searchChip(i18n, search.q, () => setFilters({ q: undefined })));
  if (search.status) chips.push({ key: 'status', label: `${i18n._(msg`Status`)}: ${i18n._(orderStatuses[search.status].label)}`, onRemove: () => setFilters({ status: undefined }) });
  if (search.projectId !== undefined) chips.push(projectChip(i18n, projects, search.projectId, () => setFilters({ projectId: undefined })));
  if (search.from || search.to) chips.push(dateRangeChip(i18n, 'placed', i18n._(msg`Placed`), search, () => setFilters({ from: undefined, to: undefined })));
  return chips;
}

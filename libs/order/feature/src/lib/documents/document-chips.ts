import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentSearch } from '@portal/order-util';
import type { ProjectOption } from '@portal/shared-api-contract';
import { type FilterChip, type SetFilters } from '@portal/shared-ui';
import { dateRangeChip, projectChip, searchChip } from '../common/chips';
import { documentStatuses, documentTypes } from '../common/labels';

/** One chip per active filter of the document list, each removing only its own filter. */
export function documentChips(i18n: I18n, search: DocumentSearch, projects: ProjectOption[], setFilters: SetFilters<DocumentSearch>): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.q) chips.push(searchChip(i18n, search.q, () => setFilters({ q: undefined })));
  if (search.type) chips.push({ key: 'type', label: `${i18n._(msg`Type`)}: ${i18n._(documentTypes[search.type])}`, onRemove: () => setFilters({ type: undefined }) });
  if (search.status) chips.push({ key: 'status', label: `${i18n._(msg`Status`)}: ${i18n._(documentStatuses[search.status].label)}`, onRemove: () => setFilters({ status: undefined }) });
  if (search.from || search.to) chips.push(dateRangeChip(i18n, 'date', i18n._(msg`Date`), search, () => setFilters({ from: undefined, to: undefined })));
  if (search.projectId !== undefined) chips.push(projectChip(i18n, projects, search.projectId, () => setFilters({ projectId: undefined })));
  return chips;
}

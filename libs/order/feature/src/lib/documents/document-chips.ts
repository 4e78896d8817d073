import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentSearch } from '@portal/order-util';
import type { ProjectOption } from '@portal/shared-api-contract';
import type { FilterChip } from '@portal/shared-ui';
import { dateRangeText } from '../common/date-range-chip';
import { documentStatuses, documentTypes } from '../common/labels';
import type { SetFilters } from '../common/use-list-search';

/** One chip per active filter of the document list, each removing only its own filter. */
export function documentChips(i18n: I18n, search: DocumentSearch, projects: ProjectOption[], setFilters: SetFilters<DocumentSearch>): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.q) chips.push({ key: 'q', label: `${i18n._(msg`Search`)}: ${search.q}`, onRemove: () => setFilters({ q: undefined }) });
  if (search.type) chips.push({ key: 'type', label: `${i18n._(msg`Type`)}: ${i18n._(documentTypes[search.type])}`, onRemove: () => setFilters({ type: undefined }) });
  if (search.status) chips.push({ key: 'status', label: `${i18n._(msg`Status`)}: ${i18n._(documentStatuses[search.status].label)}`, onRemove: () => setFilters({ status: undefined }) });
  if (search.from || search.to) {
    const text = dateRangeText(i18n.locale, search, { from: i18n._(msg`from`), until: i18n._(msg`until`) });
    chips.push({ key: 'date', label: `${i18n._(msg`Date`)}: ${text}`, onRemove: () => setFilters({ from: undefined, to: undefined }) });
  }
  if (search.projectId !== undefined) {
    const name = projects.find((p) => p.id === search.projectId)?.name ?? `#${search.projectId}`;
    chips.push({ key: 'projectId', label: `${i18n._(msg`Project`)}: ${name}`, onRemove: () => setFilters({ projectId: undefined }) });
  }
  return chips;
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestSearch } from '@portal/request-util';
import type { FilterChip, SetFilters } from '@portal/shared-ui';
import { formatDate, resolveLocale } from '@portal/shared-util-i18n';
import { requestStatuses, requestTypes } from '../common/labels';

/** `Created: 1 Oct 2026 – 31 Oct 2026`, `…: from 1 Oct 2026` or `…: until 31 Oct 2026`. */
function createdText(i18n: I18n, { from, to }: RequestSearch): string {
  const locale = resolveLocale(i18n.locale);
  if (from && to) return `${formatDate(from, locale)} – ${formatDate(to, locale)}`;
  return from ? `${i18n._(msg`from`)} ${formatDate(from, locale)}` : `${i18n._(msg`until`)} ${formatDate(to ?? '', locale)}`;
}

/** One chip per active filter of the requests list, each removing only its own filter. */
export function requestChips(i18n: I18n, search: RequestSearch, setFilters: SetFilters<RequestSearch>): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search.type) chips.push({ key: 'type', label: `${i18n._(msg`Type`)}: ${i18n._(requestTypes[search.type])}`, onRemove: () => setFilters({ type: undefined }) });
  if (search.status) chips.push({ key: 'status', label: `${i18n._(msg`Status`)}: ${i18n._(requestStatuses[search.status].label)}`, onRemove: () => setFilters({ status: undefined }) });
  if (search.from || search.to) chips.push({ key: 'created', label: `${i18n._(msg`Created`)}: ${createdText(i18n, search)}`, onRemove: () => setFilters({ from: undefined, to: undefined }) });
  if (search.q) chips.push({ key: 'q', label: `${i18n._(msg`Search`)}: ${search.q}`, onRemove: () => setFilters({ q: undefined }) });
  return chips;
}

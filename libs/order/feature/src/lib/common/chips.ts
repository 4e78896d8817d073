// Chips that several lists share: the search text, the project and a date range.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProjectOption } from '@portal/shared-api-contract';
import type { FilterChip } from '@portal/shared-ui';
import { formatDate, resolveLocale } from '@portal/shared-util-i18n';

/** `Search: C-12`. */
export const searchChip = (i18n: I18n, q: string, onRemove: () => void): FilterChip => ({ key: 'q', label: `${i18n._(msg`Search`)}: ${q}`, onRemove });

/** `Project: Harbour bridge` (the id when the project is not in the list). */
export function projectChip(i18n: I18n, projects: ProjectOption[], id: number, onRemove: () => void): FilterChip {
  const name = projects.find((p) => p.id === id)?.name ?? `#${id}`;
  return { key: 'projectId', label: `${i18n._(msg`Project`)}: ${name}`, onRemove };
}

/** `Rental period: 1 Oct 2026 – 31 Oct 2026`, `…: from 1 Oct 2026` or `…: until 31 Oct 2026`. */
export function dateRangeChip(i18n: I18n, key: string, label: string, range: { from?: string; to?: string }, onRemove: () => void): FilterChip {
  const locale = resolveLocale(i18n.locale);
  const text =
    range.from && range.to
      ? `${formatDate(range.from, locale)} – ${formatDate(range.to, locale)}`
      : range.from
        ? `${i18n._(msg`from`)} ${formatDate(range.from, locale)}`
        : `${i18n._(msg`until`)} ${formatDate(range.to ?? '', locale)}`;
  return { key, label: `${label}: ${text}`, onRemove };
}

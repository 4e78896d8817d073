import { formatDate, resolveLocale } from '@portal/shared-util-i18n';

/** "1 Oct 2026 – 31 Oct 2026", "from 1 Oct 2026" or "until 31 Oct 2026" for a chip. */
export function dateRangeText(locale: string, range: { from?: string; to?: string }, words: { from: string; until: string }): string {
  const l = resolveLocale(locale);
  if (range.from && range.to) return `${formatDate(range.from, l)} – ${formatDate(range.to, l)}`;
  if (range.from) return `${words.from} ${formatDate(range.from, l)}`;
  return `${words.until} ${formatDate(range.to ?? '', l)}`;
}

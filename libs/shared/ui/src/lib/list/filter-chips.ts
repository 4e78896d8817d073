import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, resolveLocale } from '@portal/shared-util-i18n';
import type { FilterChip } from './FilterChips';
import type { DateRangeField, FilterField } from './filter-fields';
import type { SetFilters } from './useListSearch';

/** `1 Oct 2026 – 31 Oct 2026`, `from 1 Oct 2026` or `until 31 Oct 2026`. */
function rangeText(i18n: I18n, from: string | undefined, to: string | undefined): string {
  const locale = resolveLocale(i18n.locale);
  if (from && to) return `${formatDate(from, locale)} – ${formatDate(to, locale)}`;
  return from ? `${i18n._(msg`from`)} ${formatDate(from, locale)}` : `${i18n._(msg`until`)} ${formatDate(to ?? '', locale)}`;
}

function rangeChip<S>(i18n: I18n, f: DateRangeField<S>, search: S, setFilters: SetFilters<S>): FilterChip | undefined {
  const from = search[f.from] as string | undefined;
  const to = search[f.to] as string | undefined;
  if (!from && !to) return undefined;
  return { key: f.from, label: `${f.label}: ${rangeText(i18n, from, to)}`, onRemove: () => setFilters({ [f.from]: undefined, [f.to]: undefined } as Partial<S>) };
}

/** One chip per set filter of the description, in its order, each removing only its own filter. */
export function filterChips<S>(i18n: I18n, fields: FilterField<S>[], search: S, setFilters: SetFilters<S>): FilterChip[] {
  const chips = fields.map((f): FilterChip | undefined => {
    if (f.kind === 'dateRange') return rangeChip(i18n, f, search, setFilters);
    const value = search[f.key] as string | number | boolean | undefined;
    if (value === undefined || value === false || value === '') return undefined;
    const onRemove = () => setFilters({ [f.key]: undefined } as Partial<S>);
    if (f.kind === 'switch') return { key: f.key, label: f.label, onRemove };
    if (f.kind === 'text') return { key: f.key, label: `${f.chipLabel ?? f.label}: ${value}`, onRemove };
    // An id no longer among the options (an old link) still shows, as `#12`.
    const option = f.chipText?.(String(value)) ?? f.options.find((o) => o.value === String(value))?.label ?? `#${value}`;
    return { key: f.key, label: `${f.label}: ${option}`, onRemove };
  });
  return chips.filter((c): c is FilterChip => c !== undefined);
}

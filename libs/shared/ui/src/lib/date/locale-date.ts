import type { AppLocale } from '@portal/shared-util-i18n';

type Field = 'day' | 'month' | 'year';

// The pseudo-locale writes dates as English does; Intl does not know it.
const intlLocale = (locale: AppLocale) => (locale === 'pseudo-LOCALE' ? 'en-US' : locale);

// Two-digit day and month, four-digit year: the numeric short date of each locale, from Intl
// (CLDR), so no table of patterns to keep: 27.11.2026, 27-11-2026, 2026. 11. 27., 11/27/2026.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: AppLocale): Intl.DateTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
    formatters.set(locale, format);
  }
  return format;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date (`2026-11-27`) as the locale writes it in a date field (`27.11.2026` in German); '' for none or an unreadable one. */
export function formatDateField(iso: string, locale: AppLocale): string {
  const match = isoPattern.exec(iso);
  if (!match) return '';
  return formatter(locale).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The order in which the locale writes day, month and year. */
export function dateFieldOrder(locale: AppLocale): Field[] {
  return formatter(locale)
    .formatToParts(0)
    .map((part) => part.type)
    .filter((type): type is Field => type === 'day' || type === 'month' || type === 'year');
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The ISO date of three numbers, or null when they make no calendar day (31 February). */
function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * A date typed in the locale's order to ISO, or null when it is not one. Any separators are taken
 * (27.11.2026, 27-11-2026 and 27/11/2026 alike, leading zeros optional), so what matters is the
 * order the user sees in the field; the year must have four digits, so a half-typed year is never
 * read as the first century. An ISO date (pasted from elsewhere) is read as one.
 */
export function parseDateField(text: string, locale: AppLocale): string | null {
  const groups = text.trim().split(/\D+/).filter(Boolean);
  if (groups.length !== 3 || groups.some((group) => group.length > 4)) return null;
  const order = groups[0]?.length === 4 ? (['year', 'month', 'day'] as const) : dateFieldOrder(locale);
  const value = Object.fromEntries(order.map((field, index) => [field, groups[index] ?? ''])) as Record<Field, string>;
  if (value.year.length !== 4 || value.day.length > 2 || value.month.length > 2) return null;
  return isoOf(Number(value.year), Number(value.month), Number(value.day));
}

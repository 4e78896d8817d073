import type { AppLocale } from './locales';

// The pseudo-locale formats like English; Intl does not know it.
const intlLocale = (locale: AppLocale) => (locale === 'pseudo-LOCALE' ? 'en-US' : locale);

// Building an Intl formatter costs far more than using one (a list of 25 contracts spent ~50 ms of
// a phone's first render making formatters, issue 14): one per locale and options, kept.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/** A calendar date (`2026-11-21` or a Date) the way the user's locale writes it, e.g. 21.11.2026 in German. */
export function formatDate(value: string | Date, locale: AppLocale, style: 'short' | 'medium' | 'long' = 'medium'): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  const format = cached(`date|${locale}|${style}`, () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }));
  return format.format(date);
}

/**
 * A moment (an ISO timestamp) in the user's locale and own time zone, with the time of day or not.
 * Not formatDate, which reads calendar dates in UTC: a request made just after midnight would show
 * the day before.
 */
export function formatMoment(value: Date, locale: AppLocale, withTime = false): string {
  const key = `moment|${locale}|${withTime}`;
  return cached(key, () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: withTime ? 'short' : undefined })).format(value);
}

/**
 * A place's wall-clock date-time (`2026-11-27T07:00`), or a window from one to another, as the
 * locale writes it (`27 Nov 2026, 07:00 – 17:00`). Read and written as UTC: it is the opCo's own
 * time, which the browser's time zone must not shift.
 */
export function formatLocalWindow(from: string, until: string | null, locale: AppLocale): string {
  const format = cached(`local|${locale}`, () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }));
  const at = (local: string) => new Date(`${local}:00Z`);
  return until ? format.formatRange(at(from), at(until)) : format.format(at(from));
}

/** A wall-clock time `HH:MM` as the locale writes it, e.g. 7:30 AM in English, 07:30 in German. */
export function formatClock(time: string, locale: AppLocale): string {
  const format = cached(`clock|${locale}`, () => new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone: 'UTC' }));
  return format.format(new Date(`1970-01-01T${time}:00Z`));
}

/** A number with the locale's separators, e.g. 1.234,5 in Dutch. */
export function formatNumber(value: number, locale: AppLocale, maximumFractionDigits = 2): string {
  return cached(`number|${locale}|${maximumFractionDigits}`, () => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits })).format(value);
}

/** An amount of money in its currency, e.g. € 1.234,50 in Dutch or 1 234,50 zł in Polish. */
export function formatMoney(amount: number, currency: string, locale: AppLocale): string {
  return cached(`money|${locale}|${currency}`, () => new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency })).format(amount);
}

/**
 * Builds a locale's date and number formatters ahead of need. The first ones cost a phone ~15 ms
 * (the engine loads the locale's data); built while the signed-in pages' settings download, that
 * time is not spent in the first list's render (issue 14).
 */
export function prepareFormatters(locale: AppLocale): void {
  formatDate(new Date(0), locale);
  formatNumber(0, locale);
}

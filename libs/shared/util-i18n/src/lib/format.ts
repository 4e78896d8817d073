import type { AppLocale } from './locales';

// The pseudo-locale formats like English; Intl does not know it.
const intlLocale = (locale: AppLocale) => (locale === 'pseudo-LOCALE' ? 'en-US' : locale);

/** A calendar date (`2026-11-21` or a Date) the way the user's locale writes it, e.g. 21.11.2026 in German. */
export function formatDate(value: string | Date, locale: AppLocale, style: 'short' | 'medium' | 'long' = 'medium'): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** A number with the locale's separators, e.g. 1.234,5 in Dutch. */
export function formatNumber(value: number, locale: AppLocale, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits }).format(value);
}

/** An amount of money in its currency, e.g. € 1.234,50 in Dutch or 1 234,50 zł in Polish. */
export function formatMoney(amount: number, currency: string, locale: AppLocale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(amount);
}

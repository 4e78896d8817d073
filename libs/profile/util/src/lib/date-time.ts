/**
 * A moment (ISO date-time) as the user's locale writes a date and a time, in the browser's time
 * zone: when a device was last used is a local fact ("yesterday evening"), unlike a calendar date.
 * An unreadable value gives null; a locale Intl does not know (the pseudo-locale) formats as English.
 */
export function formatDateTime(value: string, locale: string, timeZone?: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) };
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(date);
  }
}

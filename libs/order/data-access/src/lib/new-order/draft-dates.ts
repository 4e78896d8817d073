// Dates of a draft line as ISO calendar dates (YYYY-MM-DD), computed in UTC so the browser's time
// zone never shifts a day: "today" is the server's, in the opCo's time zone.

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** `iso` plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The first Monday to Friday after `iso` (public holidays are not known to the portal). */
export function nextWorkingDay(iso: string): string {
  let next = addDays(iso, 1);
  while ([0, 6].includes(toDate(next).getUTCDay())) next = addDays(next, 1);
  return next;
}

/** A new line starts on the next working day after today and is expected back a week later. */
export function newLinePeriod(today: string): { startDate: string; expectedEndDate: string } {
  const startDate = nextWorkingDay(today);
  return { startDate, expectedEndDate: addDays(startDate, 7) };
}

/** Whether a string is a real calendar date written as YYYY-MM-DD. */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toDate(value).getTime()) && toIso(toDate(value)) === value;

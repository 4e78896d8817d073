// Opening hours of a depot are local times of its opCo: "today" and "open now" are told in that
// time zone, whatever the clock of the browser says (an engineer abroad, a laptop on UTC).
import type { OpeningHours } from '@portal/shared-api-contract';
import { weekdays, type Weekday } from '@portal/shared-api-contract/vocabulary';

/** A depot's week, Monday first, as the API answers it. */
export type WeekHours = Record<Weekday, OpeningHours>;

// en-US short names are stable across engines; they only name the day, nothing is shown.
const shortNames: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

/** The weekday and the minutes since midnight at `now` in `timeZone`. */
export function localMoment(timeZone: string, now: Date): { day: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = shortNames[part('weekday')];
  if (!day) throw new Error(`unknown weekday in ${timeZone}`);
  return { day, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** "07:30" as minutes since midnight. */
const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether the depot is open at `now`: from the opening minute up to, not including, the closing one. */
export function isOpenAt(hours: WeekHours, timeZone: string, now: Date): boolean {
  const { day, minutes } = localMoment(timeZone, now);
  const today = hours[day];
  return today !== null && minutes >= minutesOf(today.opens) && minutes < minutesOf(today.closes);
}

// 1 January 2024 was a Monday: the n-th weekday after it names `weekdays[n]` in any locale.
const aMonday = Date.UTC(2024, 0, 1, 12);

/** The weekday's name in the locale ("Monday", "maandag"). */
export function weekdayName(day: Weekday, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(aMonday + weekdays.indexOf(day) * 86_400_000);
}

/** A local time "17:00" as the locale writes it ("5:00 PM", "17:00"). */
export function formatTimeOfDay(time: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(minutesOf(time) * 60_000);
}

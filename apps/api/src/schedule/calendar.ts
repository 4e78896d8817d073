// When a scheduled job is due, in an opCo's wall-clock time (Intl with timeZone: no library, the
// runtime's time-zone data follows daylight saving). A period key names one run, e.g. `2026-W49:nl`.
import type { Tenant } from '../auth/tenant';
import { timeZoneOf } from '../lib/opco-time-zone';

export type OpCo = Tenant['opCo'];
export const OP_COS: readonly OpCo[] = ['nl', 'be', 'de', 'pl', 'hu'];

/** The local date, ISO weekday (1 = Monday) and hour at `now` in the opCo's time zone. */
export function localClock(opCo: OpCo, now: Date): { date: string; weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timeZoneOf(opCo), year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday, hour: Number(part('hour')) };
}

/** ISO 8601 week of a calendar date (YYYY-MM-DD), e.g. `2026-W49`. */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = day.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  const thursday = new Date(day.getTime() + (4 - weekday) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Weekly on `weekday` from `hour` local time, for the rest of that day (a process that was down at
 * 07:00 still sends at 09:00; one that was down all Monday skips the week rather than mailing a
 * "weekly" digest on Thursday).
 */
export function weeklyPeriod(opCo: OpCo, now: Date, weekday: number, hour: number): string | null {
  const clock = localClock(opCo, now);
  return clock.weekday === weekday && clock.hour >= hour ? `${isoWeek(clock.date)}:${opCo}` : null;
}

/** Daily from `hour` local time until midnight, e.g. `2026-12-07:nl`. */
export function dailyPeriod(opCo: OpCo, now: Date, hour: number): string | null {
  const clock = localClock(opCo, now);
  return clock.hour >= hour ? `${clock.date}:${opCo}` : null;
}

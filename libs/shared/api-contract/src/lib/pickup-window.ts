// The rules of an off-hire's pick-up window, in one place for the API (the authority, which says
// them in English) and the portal (which says them in the user's language before sending).
// Everything is the opCo's wall-clock time as text, so comparing strings compares moments.
import type { CollectionHours } from './requests';

/** What the rules look at: the from date and time, and the optional until. */
export interface PickupWindowInput {
  fromDate: string;
  fromTime: string;
  untilDate?: string | undefined;
  untilTime?: string | undefined;
}

export type PickupRule = 'starts_in_past' | 'until_before_from' | 'no_collection_day' | 'outside_collection_hours';
export type PickupField = 'offHireDate' | 'pickupFromTime' | 'pickupUntilDate' | 'pickupUntilTime';

/** The API's words for each rule (the portal recognises them and says them in the user's language). */
export const pickupRuleMessages: Record<PickupRule, string> = {
  starts_in_past: 'The pick-up window cannot start in the past',
  until_before_from: 'The pick-up window must end after it starts',
  no_collection_day: 'There are no collections on this day',
  outside_collection_hours: 'This time is outside the collection hours',
};

/** ISO weekday (1 Monday … 7 Sunday) of an ISO date. */
export const isoWeekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** The opCo's hours on a date, if it collects that day. */
export const hoursOn = (hours: CollectionHours, date: string) => hours.find((h) => h.weekday === isoWeekday(date));

/**
 * Each broken rule with the field it belongs to. `now` is the opCo's local `YYYY-MM-DDTHH:MM`. A
 * window may start at opening time and end at closing time; a from date in the past is the date's
 * own rule (not repeated here).
 */
export function pickupWindowProblems(w: PickupWindowInput, now: string, hours: CollectionHours): { field: PickupField; rule: PickupRule }[] {
  const problems: { field: PickupField; rule: PickupRule }[] = [];
  const from = `${w.fromDate}T${w.fromTime}`;
  const day = hoursOn(hours, w.fromDate);
  if (w.fromDate >= now.slice(0, 10) && from < now) problems.push({ field: 'pickupFromTime', rule: 'starts_in_past' });
  if (!day) problems.push({ field: 'offHireDate', rule: 'no_collection_day' });
  else if (w.fromTime < day.opens || w.fromTime >= day.closes) problems.push({ field: 'pickupFromTime', rule: 'outside_collection_hours' });
  if (!w.untilDate || !w.untilTime) return problems;
  if (`${w.untilDate}T${w.untilTime}` <= from) {
    problems.push({ field: w.untilDate < w.fromDate ? 'pickupUntilDate' : 'pickupUntilTime', rule: 'until_before_from' });
    return problems;
  }
  const last = hoursOn(hours, w.untilDate);
  if (!last) problems.push({ field: 'pickupUntilDate', rule: 'no_collection_day' });
  else if (w.untilTime <= last.opens || w.untilTime > last.closes) problems.push({ field: 'pickupUntilTime', rule: 'outside_collection_hours' });
  return problems;
}

// When an upcoming order's dates can no longer be moved in the portal: a number of hours (per
// opCo, op_cos.date_change_cutoff_hours) before its start, the start being midnight where the
// opCo is. After that the depot has planned the delivery; a change is a request to the depot.
import type { Tenant } from '../../auth/tenant';
import { timeZoneOf } from '../../lib/opco-time-zone';

/** The statuses in which nothing has left the depot yet. */
export const UPCOMING_STATUSES = ['submitted', 'awaiting_approval', 'confirmed'] as const;

/** What happened to the order already: it went out (delivered, closed), or it never will. */
export const isUpcoming = (status: string) => (UPCOMING_STATUSES as readonly string[]).includes(status);

/** The offset of `timeZone` from UTC at `instant`, in ms (positive east of Greenwich). */
function offsetMs(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - instant;
}

/** The instant a calendar day (YYYY-MM-DD) begins in the opCo's time zone, summer time included. */
export function startOfDayIn(opCo: Tenant['opCo'], day: string): Date {
  const zone = timeZoneOf(opCo);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // Twice: the first guess may sit on the other side of a summer-time switch.
  const guess = utcMidnight - offsetMs(zone, utcMidnight);
  return new Date(utcMidnight - offsetMs(zone, guess));
}

/** The last instant at which an order starting on `startDate` may still have its dates changed. */
export const dateChangeCutoff = (opCo: Tenant['opCo'], startDate: string, hours: number): Date =>
  new Date(startOfDayIn(opCo, startDate).getTime() - hours * 3_600_000);

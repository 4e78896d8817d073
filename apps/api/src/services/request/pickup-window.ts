// The off-hire's pick-up window on the server: the opCo's collection hours (from the database),
// its local "now", the refusals in English at their fields, and the columns it is stored in.
import { pickupRuleMessages, pickupWindowProblems, type CollectionHours, type RequestInput } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import type { FieldError } from '../../http/problem';
import { timeZoneOf } from '../../lib/opco-time-zone';

type OffHire = Extract<RequestInput, { type: 'off_hire' }>;

/** The opCo's local date and time now, `YYYY-MM-DDTHH:MM`. */
export function localNowIn(opCo: Tenant['opCo'], now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timeZoneOf(opCo), year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The opCo's collection hours, Monday first. */
export const collectionHoursOf = (db: Db, opCo: Tenant['opCo']): Promise<CollectionHours> =>
  selectRows(db, columns({
    weekday: sql<number>`weekday::int`,
    opens: sql<string>`to_char(opens, 'HH24:MI')`,
    closes: sql<string>`to_char(closes, 'HH24:MI')`,
  }), sql`FROM collection_hours WHERE op_co = ${opCo} ORDER BY weekday`);


/** The window's refusals (none when the body gives no window). */
export async function pickupErrors(db: Db, tenant: Tenant, body: OffHire): Promise<FieldError[]> {
  if (body.pickupFromTime === undefined) return [];
  const hours = await collectionHoursOf(db, tenant.opCo);
  const window = { fromDate: body.offHireDate, fromTime: body.pickupFromTime, untilDate: body.pickupUntilDate, untilTime: body.pickupUntilTime };
  return pickupWindowProblems(window, localNowIn(tenant.opCo), hours).map(({ field, rule }) => ({ field, message: pickupRuleMessages[rule] }));
}

/**
 * Moving an off-hire's date moves its window's start (stored as a time of that day): the window
 * must still keep the rules, said at the date, the field the edit changes.
 */
export async function movedWindowErrors(db: Db, tenant: Tenant, requestId: number, offHireDate: string): Promise<FieldError[]> {
  const [stored] = await selectRows(db, columns({
    fromTime: sql<string | null>`to_char(pickup_from_time, 'HH24:MI')`,
    untilDate: sql<string | null>`pickup_until::date::text`,
    untilTime: sql<string | null>`to_char(pickup_until, 'HH24:MI')`,
  }), sql`FROM requests WHERE id = ${requestId}`);
  if (!stored?.fromTime) return [];
  const window = { fromDate: offHireDate, fromTime: stored.fromTime, untilDate: stored.untilDate ?? undefined, untilTime: stored.untilTime ?? undefined };
  const problems = pickupWindowProblems(window, localNowIn(tenant.opCo), await collectionHoursOf(db, tenant.opCo));
  return problems.map(({ rule }) => ({ field: 'offHireDate', message: pickupRuleMessages[rule] }));
}

/** The window's columns of a new request. */
export const pickupColumns = (body: OffHire) => ({
  pickupFromTime: body.pickupFromTime ?? null,
  pickupUntil: body.pickupUntilDate && body.pickupUntilTime ? `${body.pickupUntilDate} ${body.pickupUntilTime}` : null,
  siteContactName: body.siteContactName ?? null,
  siteContactPhone: body.siteContactPhone ?? null,
  accessNotes: body.accessNotes || null,
});

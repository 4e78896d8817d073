// A breakdown's urgency and the response its opCo promises for it. The promise is fixed on the
// request when it comes in (created_at + the opCo's hours then), so a later change of the opCo's
// settings never moves what a customer was already told.
import { eq, sql } from 'drizzle-orm';
import type { BreakdownUrgency, RequestDetail, RequestInput, ResponsePromise } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { opCos, requests } from '../../db/schema';
import { isoTimestamp } from '../../db/sql/timestamps';
import { timeZoneOf } from '../../lib/opco-time-zone';

type BreakdownInput = Extract<RequestInput, { type: 'breakdown' }>;

/** The opCo's promised hours for an urgency. */
export async function promisedHours(tx: Db, opCo: Tenant['opCo'], urgency: BreakdownUrgency): Promise<number> {
  const [row] = await tx.select({ down: opCos.responseHoursDown, problems: opCos.responseHoursProblems }).from(opCos).where(eq(opCos.code, opCo));
  if (!row) throw new Error(`opCo ${opCo} is not configured`);
  return urgency === 'down' ? row.down : row.problems;
}

/** The breakdown's own columns; the due time is the transaction's now() (created_at's default) plus the hours. */
export function breakdownColumns(body: BreakdownInput, hours: number) {
  return {
    assetId: body.assetId ?? null,
    description: body.description,
    // Older readers (the edit form, exports) still read whether it can be used.
    machineUsable: body.urgency !== 'down',
    urgency: body.urgency,
    siteContactName: body.siteContactName || null,
    siteContactPhone: body.siteContactPhone,
    machineLocation: body.machineLocation || null,
    accessNotes: body.accessNotes || null,
    responseHours: hours,
    responseDueAt: sql`now() + make_interval(hours => ${hours}::int)`,
  };
}

/**
 * A changed urgency renews the promise from the moment it is said (now + the opCo's hours for it),
 * as a new report would; a breakdown that gets worse is never promised later than it already was.
 */
export function urgencyChangeColumns(urgency: BreakdownUrgency, hours: number) {
  const renewed = sql`now() + make_interval(hours => ${hours}::int)`;
  return {
    urgency,
    machineUsable: urgency !== 'down',
    responseHours: hours,
    responseDueAt: urgency === 'down' ? sql`LEAST(${requests.responseDueAt}, ${renewed})` : renewed,
  };
}

/** The promise as answered: hours, due time (ISO UTC) and the opCo's time zone to show it in. */
export const responsePromise = (opCo: Tenant['opCo'], hours: number | null, dueAt: string | null): ResponsePromise | null =>
  hours === null || dueAt === null ? null : { hours, dueAt, timeZone: timeZoneOf(opCo) };

/** The detail's breakdown columns (`r` is the request). */
export const BREAKDOWN_COLUMNS = {
  urgency: sql<BreakdownUrgency | null>`r.urgency`,
  siteContactName: sql<string | null>`r.site_contact_name`,
  siteContactPhone: sql<string | null>`r.site_contact_phone`,
  machineLocation: sql<string | null>`r.machine_location`,
  accessNotes: sql<string | null>`r.access_notes`,
  responseHours: sql<number | null>`r.response_hours`,
  responseDueAt: sql<string | null>`CASE WHEN r.response_due_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`r.response_due_at`)} END`,
};

type BreakdownRow = { [K in keyof typeof BREAKDOWN_COLUMNS]: (typeof BREAKDOWN_COLUMNS)[K]['_']['type'] };

/** The detail's `breakdown`: null for other types and for reports from before urgencies. */
export function toBreakdown(opCo: Tenant['opCo'], { urgency, responseHours, responseDueAt, ...rest }: BreakdownRow): RequestDetail['breakdown'] {
  return urgency === null ? null : { urgency, ...rest, response: responsePromise(opCo, responseHours, responseDueAt) };
}

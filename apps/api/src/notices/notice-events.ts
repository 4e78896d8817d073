// What the daily sweep tells (issue 34), one statement per topic and opCo: each event joined with
// every member who may hear of it and wants it by mail or in the portal, less what was told
// already (told_events, keyed by event and person). Horizons keep a first run from telling years
// of history: an invoice issued in the last 7 days; an overdue invoice whose due date is at most
// 30 days ago; an inspection due in the next 30 days or overdue by at most 30 (older ones are in
// the weekly digest).
import type { NotificationKind, NotificationTopic } from '@portal/shared-api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columns } from '../db/sql/columns';
import { membershipHolds } from '../db/sql/membership-rights';
import { membershipProjectScope } from '../db/sql/project-scope';
import { selectRows } from '../db/sql/rows';
import type { OpCo } from '../schedule/calendar';
import { wantsSql } from '../services/notifications/preferences';

export const NEW_INVOICE_DAYS = 7;
export const OVERDUE_HORIZON_DAYS = 30;
export const INSPECTION_DAYS = 30;

/** Members (`r`) of the opCo's clients who hold `right`, with how they want `topic` and whether they see prices. */
const recipients = (opCo: OpCo, topic: NotificationTopic, right: SQL<boolean>) => sql`(
  SELECT m.id AS membership_id, u.id AS user_id, u.email, u.first_name, u.preferred_language::text AS language, c.id AS client_id, c.name AS client,
    ${wantsSql(topic, 'mail')} AS mail, ${wantsSql(topic, 'portal')} AS portal,
    (c.show_prices AND ${membershipHolds('VIEW_PRICES')}) AS sees_prices
  FROM memberships m JOIN users u ON u.id = m.user_id AND u.active JOIN corporate_clients c ON c.id = m.client_id
  WHERE c.op_co = ${opCo} AND m.active AND m.accepted_at IS NOT NULL AND ${right}) r`;

const recipientColumns = {
  userId: sql<number>`r.user_id`,
  email: sql<string>`r.email`,
  firstName: sql<string>`r.first_name`,
  language: sql<string>`r.language`,
  clientId: sql<number>`r.client_id`,
  client: sql<string>`r.client`,
  mail: sql<boolean>`r.mail`,
  portal: sql<boolean>`r.portal`,
};

/** One event for one person: its told_events key, its kind, what it is and its date. */
const eventColumns = (kind: SQL<NotificationKind>, what: string, id: SQL<number>) => ({
  ...recipientColumns,
  kind,
  key: sql<string>`${kind} || ${`:${what}:`} || ${id} || ':user:' || r.user_id`,
  id,
});

const untold = (kind: SQL, what: string, id: SQL) => sql`(r.mail OR r.portal)
  AND NOT EXISTS (SELECT 1 FROM told_events t WHERE t.key = ${kind} || ${`:${what}:`} || ${id} || ':user:' || r.user_id)`;

/** New and overdue invoices for members with VIEW_DOCUMENTS (the amount only for who sees prices). */
export function invoiceEvents(db: Db, opCo: OpCo, today: string) {
  const overdue = sql`(d.status = 'overdue' OR (d.status = 'open' AND d.due_date < ${today}::date))`;
  const kind = sql<NotificationKind>`(CASE WHEN ${overdue} THEN 'invoice_overdue' ELSE 'invoice_new' END)`;
  return selectRows(db, columns({
    ...eventColumns(kind, 'document', sql<number>`d.id`),
    subject: sql<string>`d.number`,
    date: sql<string>`coalesce(d.due_date, d.date)::text`,
    amount: sql<string | null>`CASE WHEN r.sees_prices THEN d.amount::text END`,
  }), sql`
    FROM ${recipients(opCo, 'invoices', membershipHolds('VIEW_DOCUMENTS'))}
    JOIN documents d ON d.client_id = r.client_id AND d.type = 'invoice' AND ${membershipProjectScope(sql`r.membership_id`, sql`d.project_id`)} AND (
      (${overdue} AND coalesce(d.due_date, d.date) >= ${today}::date - ${OVERDUE_HORIZON_DAYS}::int)
      OR (NOT ${overdue} AND d.date BETWEEN ${today}::date - ${NEW_INVOICE_DAYS}::int AND ${today}::date))
    WHERE ${untold(kind, 'document', sql`d.id`)}
    ORDER BY r.client_id, r.user_id, d.date, d.id`);
}

/** Inspections due soon or lately overdue, for members with the asset module; the due date is part of the key (a new date is news again). */
export function inspectionEvents(db: Db, opCo: OpCo, today: string) {
  const kind = sql<NotificationKind>`(CASE WHEN a.inspection_due_date < ${today}::date THEN 'inspection_overdue' ELSE 'inspection_due' END)`;
  const id = sql<string>`a.id || ':' || a.inspection_due_date::text`;
  return selectRows(db, columns({
    ...eventColumns(kind, 'asset', sql<number>`a.id`),
    key: sql<string>`${kind} || ':asset:' || ${id} || ':user:' || r.user_id`,
    subject: sql<string>`a.name || ' (' || a.serial || ')'`,
    date: sql<string>`a.inspection_due_date::text`,
    amount: sql<string | null>`NULL::text`,
  }), sql`
    FROM ${recipients(opCo, 'inspections', sql`('asset' = ANY(m.modules) AND 'asset' = ANY(c.modules))`)}
    JOIN assets a ON a.client_id = r.client_id AND ${membershipProjectScope(sql`r.membership_id`, sql`a.project_id`)} AND NOT a.archived
      AND a.inspection_due_date BETWEEN ${today}::date - ${OVERDUE_HORIZON_DAYS}::int AND ${today}::date + ${INSPECTION_DAYS}::int
    WHERE ${untold(kind, 'asset', id)}
    ORDER BY r.client_id, r.user_id, a.inspection_due_date, a.id`);
}

export type NoticeEvent = Awaited<ReturnType<typeof invoiceEvents>>[number];

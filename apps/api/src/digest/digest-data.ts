// What the weekly digest reads (issue 34): who gets it in an opCo, and per client one statement
// per section, whatever the volume: each section's first lines per project (a window, capped in
// SQL) with the project's count, so a client with thousands of lines costs the same few statements.
import type { LocalisedNames } from '@portal/shared-api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columns } from '../db/sql/columns';
import { membershipHolds } from '../db/sql/membership-rights';
import { selectRows } from '../db/sql/rows';
import type { OpCo } from '../schedule/calendar';
import { wantsSql } from '../services/notifications/preferences';
import { LINE_IS_OPEN, ON_RENT_QUANTITY } from '../services/request/on-rent';

/** Lines shown per project and section; the rest is "and N more" with a link to the list. */
export const LINES_SHOWN = 5;

const hasModule = (module: 'order' | 'request' | 'asset') => sql<boolean>`(${module} = ANY(m.modules) AND ${module} = ANY(c.modules))`;

/** Members of the opCo's clients who want the digest by mail, with what they may see there. */
export function digestRecipients(db: Db, opCo: OpCo) {
  return selectRows(db, columns({
    userId: sql<number>`u.id`,
    email: sql<string>`u.email`,
    firstName: sql<string>`u.first_name`,
    language: sql<string>`u.preferred_language::text`,
    clientId: sql<number>`c.id`,
    client: sql<string>`c.name`,
    orders: hasModule('order'),
    requests: hasModule('request'),
    assets: hasModule('asset'),
    seesPrices: sql<boolean>`(c.show_prices AND ${membershipHolds('VIEW_PRICES')})`,
    approver: membershipHolds('APPROVE_ORDERS'),
    /** `Only these projects` (issue 35 point 6): the member's projects, comma-separated; null for all. */
    projectLimit: sql<string | null>`(SELECT string_agg(mp.project_id::text, ',') FROM membership_projects mp WHERE mp.membership_id = m.id)`,
  }), sql`
    FROM memberships m JOIN users u ON u.id = m.user_id AND u.active JOIN corporate_clients c ON c.id = m.client_id
    WHERE c.op_co = ${opCo} AND m.active AND m.accepted_at IS NOT NULL AND ${wantsSql('weekly_digest', 'mail')}
    ORDER BY c.id, u.id`);
}
export type DigestRecipient = Awaited<ReturnType<typeof digestRecipients>>[number];

/** A section's rows: `inner` selects `project_id`, `sort` and the columns; only the first LINES_SHOWN per project come back, with `total`. */
const capped = <C extends Record<string, SQL<unknown>>>(db: Db, cols: C, inner: SQL) =>
  selectRows(db, columns({ ...cols, projectId: sql<number | null>`x.project_id`, total: sql<number>`x.section_total` }), sql`
    FROM (SELECT q.*, row_number() OVER (PARTITION BY q.project_id ORDER BY q.sort, q.id)::int AS section_rank,
            count(*) OVER (PARTITION BY q.project_id)::int AS section_total
          FROM (${inner}) q) x
    WHERE x.section_rank <= ${LINES_SHOWN} ORDER BY x.project_id NULLS LAST, x.section_rank`);

const lineColumns = {
  contractId: sql<number>`x.contract_id`,
  contractNumber: sql<string>`x.contract_number`,
  fleetNumber: sql<string>`x.fleet_number`,
  names: sql<LocalisedNames | string>`x.names`,
  quantity: sql<number>`x.quantity`,
  expectedBack: sql<string>`x.expected_back`,
};
const openLines = (clientId: number, extra: SQL) => sql`
  SELECT l.id, c.project_id, l.expected_off_rent_date AS sort, c.id AS contract_id, c.number AS contract_number, l.fleet_number,
    p.names, ${sql.raw(ON_RENT_QUANTITY)} AS quantity, l.expected_off_rent_date::text AS expected_back
  FROM contract_lines l JOIN contracts c ON c.id = l.contract_id JOIN products p ON p.id = l.product_id
  WHERE c.client_id = ${clientId} AND ${sql.raw(LINE_IS_OPEN)} AND ${sql.raw(ON_RENT_QUANTITY)} > 0 ${extra}`;

/** What is on rent, per project. */
export const onRent = (db: Db, clientId: number) => capped(db, lineColumns, openLines(clientId, sql``));

/** What is expected back from today through the next 7 days, per project. */
export const dueBack = (db: Db, clientId: number, today: string) =>
  capped(db, lineColumns, openLines(clientId, sql`AND l.expected_off_rent_date BETWEEN ${today}::date AND ${today}::date + 7`));

/** Requests not done nor rejected, per project (of their lines' contract, asset or document). */
export const openRequests = (db: Db, clientId: number) => capped(db, {
  id: sql<number>`x.id`,
  number: sql<string>`x.number`,
  status: sql<'submitted' | 'in_progress'>`x.status::text`,
}, sql`
  SELECT r.id, r.number, r.status, -extract(epoch FROM r.created_at) AS sort,
    coalesce((SELECT ct.project_id FROM request_lines rl JOIN contract_lines cl ON cl.id = rl.contract_line_id JOIN contracts ct ON ct.id = cl.contract_id
              WHERE rl.request_id = r.id ORDER BY rl.id LIMIT 1), a.project_id, d.project_id) AS project_id
  FROM requests r LEFT JOIN assets a ON a.id = r.asset_id LEFT JOIN documents d ON d.id = r.document_id
  WHERE r.client_id = ${clientId} AND r.status IN ('submitted', 'in_progress')`);

/** Orders waiting for an approver, per project, oldest first. */
export const awaitingApproval = (db: Db, clientId: number) => capped(db, {
  id: sql<number>`x.id`,
  number: sql<string>`x.number`,
  amount: sql<string | null>`x.amount::text`,
}, sql`
  SELECT o.id, o.project_id, o.created_at AS sort, o.number, o.total AS amount
  FROM orders o WHERE o.client_id = ${clientId} AND o.status = 'awaiting_approval'`);

/** Assets (not archived) whose inspection was due before today, per project, longest overdue first. */
export const overdueInspections = (db: Db, clientId: number, today: string) => capped(db, {
  id: sql<number>`x.id`,
  name: sql<string>`x.name`,
  serial: sql<string>`x.serial`,
  dueDate: sql<string>`x.due_date`,
}, sql`
  SELECT a.id, a.project_id, a.inspection_due_date AS sort, a.name, a.serial, a.inspection_due_date::text AS due_date
  FROM assets a WHERE a.client_id = ${clientId} AND NOT a.archived AND a.inspection_due_date < ${today}::date`);

/** The client's projects by id (names of the headings). */
export const projectNames = async (db: Db, clientId: number) =>
  new Map((await selectRows(db, columns({ id: sql<number>`id`, name: sql<string>`name` }), sql`FROM projects WHERE client_id = ${clientId}`)).map((p) => [p.id, p.name]));

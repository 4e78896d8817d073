// Cost to date per project for the digest: what was invoiced (less credit notes) plus what the
// lines still on rent have run up since the project's latest invoice until today, at the
// contract rates. The same definitions as the projects page's budget (company/budget.ts), but
// only until today: the budget's "committed" runs on to each line's expected end.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columns } from '../db/sql/columns';
import { selectRows } from '../db/sql/rows';
import { committedCents, spentCents, type DocumentSums, type OpenLine } from '../services/company/budget';
import { LINE_IS_OPEN, ON_RENT_QUANTITY } from '../services/request/on-rent';

/** Cents per project id (projects with neither documents nor open lines are absent). */
export async function costToDate(db: Db, clientId: number, today: string): Promise<Map<number, bigint>> {
  const [sums, lines] = await Promise.all([
    selectRows(db, columns({
      projectId: sql<number>`d.project_id`,
      invoiced: sql<DocumentSums['invoiced']>`coalesce(sum(d.amount) FILTER (WHERE d.type = 'invoice'), 0)::text`,
      credited: sql<DocumentSums['credited']>`coalesce(sum(abs(d.amount)) FILTER (WHERE d.type = 'credit_note'), 0)::text`,
      lastInvoiceDate: sql<DocumentSums['lastInvoiceDate']>`(max(d.date) FILTER (WHERE d.type = 'invoice'))::text`,
    }), sql`FROM documents d WHERE d.client_id = ${clientId} AND d.project_id IS NOT NULL AND d.type IN ('invoice', 'credit_note') GROUP BY d.project_id`),
    selectRows(db, columns({
      projectId: sql<number>`c.project_id`,
      rate: sql<OpenLine['rate']>`l.rate::text`,
      ratePeriod: sql<OpenLine['ratePeriod']>`l.rate_period`,
      quantity: sql<OpenLine['quantity']>`${sql.raw(ON_RENT_QUANTITY)}`,
      onRentDate: sql<OpenLine['onRentDate']>`l.on_rent_date::text`,
    }), sql`FROM contract_lines l JOIN contracts c ON c.id = l.contract_id
      WHERE c.client_id = ${clientId} AND c.project_id IS NOT NULL AND ${sql.raw(LINE_IS_OPEN)} AND l.on_rent_date <= ${today}::date`),
  ]);
  const documentsOf = new Map(sums.map(({ projectId, ...s }) => [projectId, s]));
  const linesOf = new Map<number, OpenLine[]>();
  // Until today, not the expected end: an expected end of the on-rent day makes committedCents count to today.
  for (const { projectId, ...line } of lines) {
    const list = linesOf.get(projectId) ?? [];
    list.push({ ...line, expectedOffRentDate: line.onRentDate });
    linesOf.set(projectId, list);
  }
  const cost = new Map<number, bigint>();
  for (const id of new Set([...documentsOf.keys(), ...linesOf.keys()])) {
    const documents = documentsOf.get(id) ?? { invoiced: '0', credited: '0', lastInvoiceDate: null };
    cost.set(id, spentCents(documents) + committedCents(linesOf.get(id) ?? [], today, documents.lastInvoiceDate));
  }
  return cost;
}

// The budget usage of a set of projects (one page of the list, a batch of the export, one
// project) in two queries whatever their number: the document sums per project and the open
// contract lines of those projects. The sums themselves are budget.ts. Without prices (seesPrices:
// the client shows them and the caller has VIEW_PRICES) every project's budget is null and
// nothing is read.
import { sql, type SQL } from 'drizzle-orm';
import type { Project, ProjectBudget } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { todayIn } from '../order/pricing';
import { currencyOf, seesPrices } from '../../lib/prices';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { LINE_IS_OPEN, ON_RENT_QUANTITY } from '../request/on-rent';
import { projectBudget, type DocumentSums, type OpenLine } from './budget';
import type { ProjectRow } from './project-read';
import { inList } from '../../db/sql/in-list';

/** A project's document sums (`d`: documents grouped by project): see budget.ts for the credit notes. */
export const documentSumColumns = {
  projectId: sql<number>`d.project_id`,
  invoiced: sql<DocumentSums['invoiced']>`coalesce(sum(d.amount) FILTER (WHERE d.type = 'invoice'), 0)::text`,
  credited: sql<DocumentSums['credited']>`coalesce(sum(abs(d.amount)) FILTER (WHERE d.type = 'credit_note'), 0)::text`,
  lastInvoiceDate: sql<DocumentSums['lastInvoiceDate']>`(max(d.date) FILTER (WHERE d.type = 'invoice'))::text`,
};

/** An open contract line (`l`, contract `c`) with its project: the units still on rent, less what an off-hire request stopped. */
export const openLineColumns = {
  projectId: sql<number>`c.project_id`,
  rate: sql<OpenLine['rate']>`l.rate::text`,
  ratePeriod: sql<OpenLine['ratePeriod']>`l.rate_period`,
  quantity: sql<OpenLine['quantity']>`${sql.raw(ON_RENT_QUANTITY)}`,
  onRentDate: sql<OpenLine['onRentDate']>`l.on_rent_date::text`,
  expectedOffRentDate: sql<OpenLine['expectedOffRentDate']>`l.expected_off_rent_date::text`,
};

/**
 * The document sums and open lines per project of a client, in two statements: of the projects
 * `ids` (an `inList`), or of every project when null (the weekly digest).
 */
export async function projectMoneyFacts(db: Db, clientId: number, ids: SQL | null): Promise<{ sumsOf: Map<number, DocumentSums>; linesOf: Map<number, OpenLine[]> }> {
  const [sums, lines] = await Promise.all([
    // A credit note counts by its absolute amount (stored negative): see budget.ts.
    selectRows(db, columns(documentSumColumns), sql`
      FROM documents d
      WHERE d.client_id = ${clientId} AND ${ids ? sql`d.project_id IN ${ids}` : sql`d.project_id IS NOT NULL`} AND d.type IN ('invoice', 'credit_note')
      GROUP BY d.project_id`),
    // The units still on rent: what an off-hire request stopped costs nothing more.
    selectRows(db, columns(openLineColumns), sql`
      FROM contract_lines l JOIN contracts c ON c.id = l.contract_id
      WHERE c.client_id = ${clientId} AND ${ids ? sql`c.project_id IN ${ids}` : sql`c.project_id IS NOT NULL`} AND ${sql.raw(LINE_IS_OPEN)}`),
  ]);
  const sumsOf = new Map(sums.map(({ projectId, ...s }) => [projectId, s]));
  const linesOf = new Map<number, OpenLine[]>();
  for (const { projectId, ...line } of lines) {
    const list = linesOf.get(projectId);
    if (list) list.push(line);
    else linesOf.set(projectId, [line]);
  }
  return { sumsOf, linesOf };
}

/** Budget usage per project id, as of `today` in the opCo's time zone. */
export async function budgetUsage(db: Db, tenant: Tenant, projects: readonly Pick<ProjectRow, 'id' | 'budget'>[], today = todayIn(tenant.opCo)): Promise<Map<number, ProjectBudget>> {
  if (!projects.length) return new Map();
  const { sumsOf, linesOf } = await projectMoneyFacts(db, tenant.clientId, inList(projects.map((p) => p.id)));
  const currency = currencyOf(tenant.opCo);
  return new Map(projects.map((p) => [p.id, projectBudget({
    currency, budget: p.budget, today, documents: sumsOf.get(p.id) ?? { invoiced: '0', credited: '0', lastInvoiceDate: null }, lines: linesOf.get(p.id) ?? [],
  })]));
}

/** The projects as the caller sees them: budget usage with prices, else null. */
export async function withBudgets(db: Db, tenant: Tenant, rows: readonly ProjectRow[]): Promise<Project[]> {
  const usage = seesPrices(tenant) ? await budgetUsage(db, tenant, rows) : new Map<number, ProjectBudget>();
  return rows.map((row) => ({ ...row, budget: usage.get(row.id) ?? null }));
}

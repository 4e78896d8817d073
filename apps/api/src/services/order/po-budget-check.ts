// Would an order take its project over a PO budget (issue 35)? Each line counts under its own PO
// or else the order's; a PO with a budget is over when what it has projected (invoiced +
// committed, po-budget.ts, which holds the orders already going ahead under it) plus the order's
// lines under it exceeds that budget. The order checked is not stored yet, so it counts once. The
// review step says so, and placing such an order sends it for approval like an amount above the limit.
import { and, eq, sql } from 'drizzle-orm';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { projectScope } from '../../db/sql/project-scope';
import { centsOf } from '../company/budget';
import { poFigures, storedPoBudgets } from '../company/po-budget';
import { todayIn, type PricedLine } from './pricing';

export interface OverPoBudget {
  projectName: string;
  poReference: string;
  /** By how much, in cents. */
  overCents: bigint;
}

interface Order {
  projectId?: number | undefined;
  poReference?: string | undefined;
  lines: readonly { poReference?: string | undefined }[];
}

/** The PO the order goes furthest over the budget of, or null when every budgeted PO holds. */
export async function overPoBudget(db: Db, tenant: Tenant, order: Order, priced: readonly PricedLine[]): Promise<OverPoBudget | null> {
  if (order.projectId === undefined) return null;
  const byPo = new Map<string, bigint>();
  order.lines.forEach((line, i) => {
    const po = line.poReference || order.poReference;
    if (po) byPo.set(po, (byPo.get(po) ?? 0n) + BigInt(priced[i]?.cents ?? 0));
  });
  if (!byPo.size) return null;
  const [project] = await db.select({ name: projects.name }).from(projects).where(and(eq(projects.id, order.projectId), eq(projects.clientId, tenant.clientId), projectScope(tenant, sql`${projects.id}`)));
  // Another client's project, or one outside the caller's own (issue 35 point 6): nothing to say.
  if (!project) return null;
  const budgets = (await storedPoBudgets(db, order.projectId)).filter((b) => byPo.has(b.poReference));
  if (!budgets.length) return null;
  const figures = await poFigures(db, tenant.clientId, order.projectId, todayIn(tenant.opCo));
  let worst: OverPoBudget | null = null;
  for (const { poReference, amount } of budgets) {
    const done = figures.get(poReference) ?? { invoiced: 0n, committed: 0n };
    const overCents = done.invoiced + done.committed + byPo.get(poReference)! - centsOf(amount);
    if (overCents > 0n && (!worst || overCents > worst.overCents)) worst = { projectName: project.name, poReference, overCents };
  }
  return worst;
}

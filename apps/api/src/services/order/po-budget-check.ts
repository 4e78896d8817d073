// Would an order or an extension take its project over a PO budget (issue 35)? What it adds counts
// per PO; a PO with a budget is over when what it has projected (invoiced + committed,
// po-budget.ts, which holds the orders already going ahead under it) plus what is added under it
// exceeds that budget. The order checked is not stored yet, so it counts once. An order's line
// counts under its own PO or else the order's; an extension's extra days under its contract's PO
// (request/extension-budget.ts). The review step says so; an order over it waits for approval like
// an amount above the limit, an extension tells the approvers.
import { and, eq, sql } from 'drizzle-orm';
import type { OverPoBudget as OverPoBudgetAnswer } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { projectScope } from '../../db/sql/project-scope';
import { centsOf, moneyText } from '../company/budget';
import { poFigures, storedPoBudgets } from '../company/po-budget';
import { todayIn, type PricedLine } from './pricing';

export interface OverPoBudget {
  projectId: number;
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

/** The PO of the project that `added` (cents per PO reference) takes furthest over its budget, or null when every budgeted PO holds. */
export async function overProjectPoBudget(db: Db, tenant: Tenant, projectId: number, added: ReadonlyMap<string, bigint>): Promise<OverPoBudget | null> {
  if (!added.size) return null;
  const [project] = await db.select({ name: projects.name }).from(projects).where(and(eq(projects.id, projectId), eq(projects.clientId, tenant.clientId), projectScope(tenant, sql`${projects.id}`)));
  // Another client's project, or one outside the caller's own (issue 35 point 6): nothing to say.
  if (!project) return null;
  const budgets = (await storedPoBudgets(db, projectId)).filter((b) => added.has(b.poReference));
  if (!budgets.length) return null;
  const figures = await poFigures(db, tenant.clientId, projectId, todayIn(tenant.opCo));
  return worstOf(budgets.map(({ poReference, amount }) => {
    const done = figures.get(poReference) ?? { invoiced: 0n, committed: 0n };
    return { projectId, projectName: project.name, poReference, overCents: done.invoiced + done.committed + added.get(poReference)! - centsOf(amount) };
  }));
}

/** The furthest over of several findings, or null when none is over. */
export function worstOf(found: readonly (OverPoBudget | null)[]): OverPoBudget | null {
  let worst: OverPoBudget | null = null;
  for (const over of found) if (over && over.overCents > 0n && (!worst || over.overCents > worst.overCents)) worst = over;
  return worst;
}

/** The PO the order goes furthest over the budget of, or null when every budgeted PO holds. */
export async function overPoBudget(db: Db, tenant: Tenant, order: Order, priced: readonly PricedLine[]): Promise<OverPoBudget | null> {
  if (order.projectId === undefined) return null;
  const byPo = new Map<string, bigint>();
  order.lines.forEach((line, i) => {
    const po = line.poReference || order.poReference;
    if (po) byPo.set(po, (byPo.get(po) ?? 0n) + BigInt(priced[i]?.cents ?? 0));
  });
  return overProjectPoBudget(db, tenant, order.projectId, byPo);
}

/** The finding as the API answers it: the amount only to who sees prices. */
export const overPoBudgetAnswer = (over: OverPoBudget | null, prices: boolean): OverPoBudgetAnswer | null =>
  over && { projectName: over.projectName, poReference: over.poReference, by: prices ? moneyText(over.overCents) : null };

// Purchase orders passed on (issue 35): a contract and each of its invoices quote the PO of their
// order when that order is for the same project, else the project's own PO. A pass over the rows
// already generated, drawing nothing at random, so every other seeded value stays as it was.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { SeedContext } from './context';

export function passOnPoReferences({ rows }: SeedContext): void {
  const projectPo = new Map(rows.projects.map((p) => [p.id, p.poNumber ?? null]));
  const orderOf = new Map(rows.orders.map((o) => [o.id, o]));
  const poOf = (projectId: number | null | undefined, orderId: number | null | undefined) => {
    const order = orderId == null ? undefined : orderOf.get(orderId);
    if (order?.poReference && order.projectId === projectId) return order.poReference;
    return projectId == null ? null : (projectPo.get(projectId) ?? null);
  };
  for (const c of rows.contracts) c.poReference = poOf(c.projectId, c.orderId);
  for (const d of rows.documents) d.poReference = poOf(d.projectId, d.orderId);
}

/** A project's PO and budget become its first PO budget: the same statement as migration 0028's. */
export async function seedPoBudgets(db: Db): Promise<void> {
  await db.execute(sql`INSERT INTO project_po_budgets (project_id, po_reference, amount)
    SELECT id, po_number, budget FROM projects WHERE po_number IS NOT NULL AND budget IS NOT NULL`);
}

// Four eyes on approvals (issue 31): an order that waits for approval is decided by someone other
// than the person who placed it, and splitting an order does not dodge the approval amount: what
// one person orders for one project within 24 hours counts together.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { orders, projects } from '../../db/schema';
import { columns } from '../../db/sql/columns';
import { membershipHolds } from '../../db/sql/membership-rights';
import { selectRows } from '../../db/sql/rows';
import { toCents } from './pricing';

/** Orders that still stand: what was cancelled or rejected does not count. */
const standing = ['submitted', 'awaiting_approval'] as const;
export const COUNTED_TOGETHER_HOURS = 24;

/** What the caller's other standing orders for the project in the last 24 hours come to, in cents. */
export async function othersTodayCents(db: Db, tenant: Tenant, userId: number, projectId: number | undefined): Promise<number> {
  if (projectId === undefined) return 0;
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${orders.total}), 0)::text` }).from(orders).where(and(
    eq(orders.clientId, tenant.clientId), eq(orders.createdBy, userId), eq(orders.projectId, projectId), inArray(orders.status, [...standing]),
    gt(orders.createdAt, sql`now() - ${`${COUNTED_TOGETHER_HOURS} hours`}::interval`),
  ));
  return toCents(row?.total ?? '0');
}

/**
 * Takes the project's row lock for the rest of the transaction: two orders of one person for one
 * project placed at once are counted one after the other, so neither slips under the amount.
 */
export async function lockProjectOrders(tx: Db, tenant: Tenant, projectId: number): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(and(eq(projects.id, projectId), eq(projects.clientId, tenant.clientId))).for('update');
}

/** Whether anyone but the person who placed it may approve an order of this client. */
export async function hasOtherApprover(db: Db, tenant: Tenant, placedBy: number | null): Promise<boolean> {
  const [row] = await selectRows(db, columns({ n: sql<number>`count(*)::int` }), sql`
    FROM memberships m JOIN users u ON u.id = m.user_id AND u.active
    WHERE m.client_id = ${tenant.clientId} AND m.active AND m.accepted_at IS NOT NULL AND m.user_id <> ${placedBy ?? 0}
      AND ${membershipHolds('APPROVE_ORDERS')}`);
  return (row?.n ?? 0) > 0;
}

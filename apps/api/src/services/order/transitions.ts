// Approve, reject and cancel: each carries the version the user saw, so nobody overrides someone
// else's decision silently (409 version_conflict), and each leaves an event with who and why.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { idParamsSchema, orderDetailSchema, orderRejectBodySchema, orderVersionBodySchema, type OrderStatus } from '@portal/shared-api-contract';
import { requireModule, type Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { forbidden, notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { conflict } from '../../http/conflict';
import type { EventMailBudget } from '../../mail/event-mail-budget';
import { queueOrderOutcome } from '../../mail/order-mails';
import { mayCancel } from './access';
import { loadOrderDetail } from './detail';
import { projectScope } from '../../db/sql/project-scope';

type Action = 'approve' | 'reject' | 'cancel';
const transitions: Record<Action, { from: OrderStatus[]; to: OrderStatus; event: 'approved' | 'rejected' | 'cancelled' }> = {
  // An approved order goes on to the rental company as if it had been below the threshold.
  approve: { from: ['awaiting_approval'], to: 'submitted', event: 'approved' },
  reject: { from: ['awaiting_approval'], to: 'rejected', event: 'rejected' },
  cancel: { from: ['submitted', 'awaiting_approval'], to: 'cancelled', event: 'cancelled' },
};

/** Where mailed links point, and the mail allowance the decision's mail counts against. */
type OutcomeMail = { baseUrl: string; budget: EventMailBudget };

async function transition(db: Db, { baseUrl, budget }: OutcomeMail, tenant: Tenant, userId: number, id: number, action: Action, version: number, reason: string | null) {
  const [order] = await db.select({ status: orders.status, version: orders.version, createdBy: orders.createdBy }).from(orders)
    .where(and(eq(orders.id, id), eq(orders.clientId, tenant.clientId), projectScope(tenant, sql`${orders.projectId}`)));
  if (!order) throw notFound();
  const allowed = action === 'cancel'
    ? mayCancel(tenant, userId, { createdBy: order.createdBy, status: 'submitted' })
    : tenant.rights.includes('APPROVE_ORDERS');
  if (!allowed) throw forbidden('missing_right', action === 'cancel' ? 'Only the person who placed it or an approver may cancel this order' : 'This needs the right APPROVE_ORDERS');
  // Four eyes: who placed an order does not decide on it; they may cancel it.
  if (action !== 'cancel' && order.createdBy === userId) throw forbidden('own_order', 'Someone other than the person who placed this order must approve or reject it');
  const { from, to, event } = transitions[action];
  const versionMoved = () => conflict('version_conflict', 'Someone changed this order in the meantime; reload it and try again');
  if (order.version !== version) throw versionMoved();
  if (!from.includes(order.status as OrderStatus)) throw conflict('invalid_status', `An order that is ${order.status} cannot be changed like this`);
  await db.transaction(async (tx) => {
    // The WHERE repeats both checks, so a concurrent change between the read and here still loses.
    const updated = await tx.update(orders).set({ status: to, version: version + 1 })
      .where(and(eq(orders.id, id), eq(orders.clientId, tenant.clientId), eq(orders.version, version), inArray(orders.status, from)))
      .returning({ id: orders.id });
    if (!updated.length) throw versionMoved();
    await tx.insert(orderEvents).values({ orderId: id, kind: event, userId, reason });
    await queueOrderOutcome(tx, id, event, userId, reason, baseUrl, budget);
  });
  return loadOrderDetail(db, tenant, userId, id);
}

export function transitionRoutes(app: ZodApp): void {
  const { db } = app.ctx;
  const mail: OutcomeMail = { baseUrl: app.ctx.config.publicBaseUrl, budget: app.ctx.eventMailBudget };
  const common = { tags: ['order'], params: idParamsSchema, response: { 200: orderDetailSchema } };

  app.post('/orders/:id/approve', {
    schema: { ...common, summary: 'Approve an order awaiting approval (APPROVE_ORDERS); it becomes submitted', body: orderVersionBodySchema },
  }, async (request) => transition(db, mail, requireModule(request.tenant, 'order'), request.principal!.userId, request.params.id, 'approve', request.body.version, null));

  app.post('/orders/:id/reject', {
    schema: { ...common, summary: 'Reject an order awaiting approval, with a reason (APPROVE_ORDERS)', body: orderRejectBodySchema },
  }, async (request) => transition(db, mail, requireModule(request.tenant, 'order'), request.principal!.userId, request.params.id, 'reject', request.body.version, request.body.reason));

  app.post('/orders/:id/cancel', {
    schema: { ...common, summary: 'Cancel a submitted or waiting order (who placed it, or an approver)', body: orderVersionBodySchema },
  }, async (request) => transition(db, mail, requireModule(request.tenant, 'order'), request.principal!.userId, request.params.id, 'cancel', request.body.version, null));
}

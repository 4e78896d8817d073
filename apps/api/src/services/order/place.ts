// Placing an order: every rule checked on the server, then the order, its lines, its first event
// and the idempotency record written in one transaction.
import { sql } from 'drizzle-orm';
import { idempotencyKeyHeaderSchema, orderInputSchema, placedOrderSchema, type OrderInput, type PlacedOrder } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { idempotencyKeys, orderEvents, orderLines, orders } from '../../db/schema';
import { badRequest, type FieldError } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { queueApprovalRequests } from '../../mail/order-mails';
import { requireOrdering } from './access';
import { createIdempotently, requestHash, storedAnswer } from '../../lib/idempotency';
import { checkLines } from './lines';
import { fromCents, needsApproval, sumCents } from './pricing';
import { approvalThreshold } from './quote';
import { lockProjectOrders, othersTodayCents } from './approval-rules';
import { projectScope } from '../../db/sql/project-scope';
import { overPoBudget } from './po-budget-check';

/** The order's own references must be the client's and not archived; others' ids get the same answer as unknown ones. */
async function checkReferences(db: Db, tenant: Tenant, order: OrderInput): Promise<FieldError[]> {
  const own = (table: string, id: number | null | undefined) =>
    id == null ? sql<boolean>`true` : sql<boolean>`EXISTS (SELECT 1 FROM ${sql.identifier(table)} t WHERE t.id = ${id} AND t.client_id = ${tenant.clientId} AND NOT t.archived)`;
  const [found] = await selectRows(db, columns({
    // A member limited to some projects orders only for those (the same answer as an unknown one).
    project: sql<boolean>`${own('projects', order.projectId)} AND ${projectScope(tenant, sql`${order.projectId ?? null}::int`)}`,
    address: own('addresses', order.addressId),
    contact: own('contact_persons', order.contactPersonId),
  }), sql``);
  const errors: FieldError[] = [];
  if (!found?.project) errors.push({ field: 'projectId', message: "Choose one of your company's projects" });
  if (!found?.address) errors.push({ field: 'addressId', message: "Choose one of your company's delivery addresses" });
  if (!found?.contact) errors.push({ field: 'contactPersonId', message: "Choose one of your company's contact persons" });
  return errors;
}

export function placeRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.post('/orders', {
    schema: {
      tags: ['order'],
      summary: 'Place an order (Idempotency-Key required; a retry with the same key and body answers the same order, 201 again, with Idempotent-Replayed: true)',
      headers: idempotencyKeyHeaderSchema,
      body: orderInputSchema,
      response: { 201: placedOrderSchema },
    },
  }, async (request, reply) => {
    const tenant = requireOrdering(request.tenant);
    const userId = request.principal!.userId;
    const key = request.headers['idempotency-key'].toLowerCase();
    const body = request.body;
    const hash = requestHash(tenant.clientId, body);
    // Checked before the rules, so a replay answers even when the rules would now refuse it.
    const earlier = await storedAnswer(db, userId, key, hash);
    if (earlier) return reply.code(201).header('idempotent-replayed', 'true').send(earlier);

    const [{ errors, priced }, refErrors, threshold] = await Promise.all([checkLines(db, tenant, body.lines), checkReferences(db, tenant, body), approvalThreshold(db, tenant)]);
    const allErrors = [...refErrors, ...errors];
    if (allErrors.length) throw badRequest('validation_failed', 'The order cannot be placed as it is', allErrors);

    const total = sumCents(priced);
    // Over a PO budget counts like an amount above the approval limit (issue 35).
    const overBudget = (await overPoBudget(db, tenant, body, priced)) !== null;
    const placing = async () => ({ replayed: false, answer: await db.transaction(async (tx) => {
        // The person's other orders for the project in the last 24 hours count with this one,
        // read under the project's lock so two placed at once are counted one after the other.
        // Without an approval amount nothing waits: no lock, nothing to count.
        if (threshold !== null) await lockProjectOrders(tx, tenant, body.projectId);
        const others = threshold === null ? 0 : await othersTodayCents(tx, tenant, userId, body.projectId);
        const status = needsApproval(total + others, threshold) || overBudget ? 'awaiting_approval' : 'submitted';
        const [next] = await selectRows(tx, columns({ id: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::int` }), sql``);
        const id = next!.id;
        const placed: PlacedOrder = { id, number: `O-${String(id).padStart(7, '0')}`, status };
        await tx.insert(orders).values({
          id, clientId: tenant.clientId, number: placed.number, status, projectId: body.projectId, addressId: body.addressId ?? null,
          contactPersonId: body.contactPersonId, poReference: body.poReference || null, comment: body.comment || null,
          createdBy: userId, total: fromCents(total),
        });
        await tx.insert(orderLines).values(body.lines.map((l, i) => ({
          orderId: id, productId: l.productId, quantity: l.quantity, startDate: l.startDate, expectedEndDate: l.expectedEndDate,
          deliveryMethod: l.deliveryMethod, depotId: l.deliveryMethod === 'pickup' ? (l.depotId ?? null) : null, cost: fromCents(priced[i]!.cents),
          poReference: l.poReference || null,
        })));
        await tx.insert(orderEvents).values({ orderId: id, kind: 'placed', userId });
        // In the same transaction: the approvers hear of it if, and only if, the order is placed.
        if (status === 'awaiting_approval') await queueApprovalRequests(tx, id, app.ctx.config.publicBaseUrl, app.ctx.eventMailBudget);
        // Last: a concurrent twin blocks here until this commits, then fails on the unique index.
        await tx.insert(idempotencyKeys).values({ userId, key, requestHash: hash, orderId: id, response: placed });
        return placed;
      }) });
    const { answer, replayed } = await createIdempotently(db, { userId, key, hash, what: 'order' }, placing);
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(answer);
  });
}

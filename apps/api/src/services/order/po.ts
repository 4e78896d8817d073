// Changing an order's PO reference after placing it (issue 35): accounts payable reject invoices
// whose PO does not match, so whoever may order can correct it. Carries the version the user saw
// (409 version_conflict), leaves a `po_changed` step (who, when, old → new) in the order's history
// and passes the new PO on to the order's contracts; invoices already issued keep the PO they quote.
import { and, eq, sql } from 'drizzle-orm';
import { idParamsSchema, orderDetailSchema, orderPoBodySchema, type OrderPoBody } from '@portal/shared-api-contract';
import { requireModule, requireRight, type Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { contracts, orderEvents, orders } from '../../db/schema';
import { projectScope } from '../../db/sql/project-scope';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { conflict } from '../../http/conflict';
import { loadOrderDetail } from './detail';
import { mayEditPo } from './access';

async function changePo(db: Db, tenant: Tenant, userId: number, id: number, body: OrderPoBody) {
  requireRight(tenant, 'PLACE_ORDERS');
  const [order] = await db.select({ status: orders.status, version: orders.version, poReference: orders.poReference }).from(orders)
    .where(and(eq(orders.id, id), eq(orders.clientId, tenant.clientId), projectScope(tenant, sql`${orders.projectId}`)));
  if (!order) throw notFound();
  const versionMoved = () => conflict('version_conflict', 'Someone changed this order in the meantime; reload it and try again');
  if (order.version !== body.version) throw versionMoved();
  if (!mayEditPo(tenant, order)) throw conflict('invalid_status', `An order that is ${order.status} keeps its PO reference`);
  const next = body.poReference || null;
  await db.transaction(async (tx) => {
    // The WHERE repeats the version, so a concurrent change between the read and here still loses.
    const updated = await tx.update(orders).set({ poReference: next, version: body.version + 1 })
      .where(and(eq(orders.id, id), eq(orders.clientId, tenant.clientId), eq(orders.version, body.version)))
      .returning({ id: orders.id });
    if (!updated.length) throw versionMoved();
    await tx.update(contracts).set({ poReference: next }).where(and(eq(contracts.orderId, id), eq(contracts.clientId, tenant.clientId)));
    await tx.insert(orderEvents).values({ orderId: id, kind: 'po_changed', userId, fromPo: order.poReference, toPo: next });
  });
  return loadOrderDetail(db, tenant, userId, id);
}

export function poRoutes(app: ZodApp): void {
  const { db } = app.ctx;
  app.post('/orders/:id/po', {
    schema: {
      tags: ['order'],
      summary: "Change an order's PO reference (PLACE_ORDERS; not once cancelled or rejected; 409 version_conflict); its contracts take it",
      params: idParamsSchema,
      body: orderPoBodySchema,
      response: { 200: orderDetailSchema },
    },
  }, async (request) => changePo(db, requireModule(request.tenant, 'order'), request.principal!.userId, request.params.id, request.body));
}

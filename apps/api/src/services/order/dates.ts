// Moving an upcoming order's period (issue 35): the order's first start and last expected end move
// to the new ones, and each line keeps its own offsets from them (a line that came a week later
// still does); checked by the same rules as a new order's lines and re-priced by the same code when
// the order keeps an estimate. A submitted order whose new estimate passes the client's approval
// amount waits for approval again, as it would have if placed so. Carries the version the user saw
// (409 version_conflict) and leaves a `dates_changed` step with the old and new period in its history.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { idParamsSchema, orderDatesBodySchema, orderDetailSchema, type OrderDatesBody, type OrderLineInput } from '@portal/shared-api-contract';
import { requireModule, requireRight, type Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { orderEvents, orderLines, orders } from '../../db/schema';
import { badRequest, forbidden, notFound, type FieldError } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { conflict } from '../../http/conflict';
import { loadOrderDetail } from './detail';
import { checkLines } from './lines';
import type { AppContext } from '../../context';
import { queueApprovalRequests } from '../../mail/order-mails';
import { fromCents, needsApproval, sumCents } from './pricing';
import { approvalThreshold } from './quote';
import { dateChangeCutoff, UPCOMING_STATUSES } from './date-cutoff';
import { cutoffHours, dateChangeState, mayChangeDatesOf } from './date-change-rule';
import { projectScope } from '../../db/sql/project-scope';

const minOf = (days: string[]) => days.reduce((a, b) => (b < a ? b : a));
const maxOf = (days: string[]) => days.reduce((a, b) => (b > a ? b : a));
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A line's period in the moved order: as far after the new start, and before the new end, as it was. */
export const movedPeriod = (line: { startDate: string; expectedEndDate: string }, from: { start: string; end: string }, to: OrderDatesBody) => ({
  startDate: plusDays(to.startDate, daysBetween(from.start, line.startDate)),
  expectedEndDate: plusDays(to.expectedEndDate, -daysBetween(line.expectedEndDate, from.end)),
});

/** The new period's own problems: a start in the past (the new-order rule) or inside the cut-off. */
async function checkNewDates(db: Db, tenant: Tenant, lines: OrderLineInput[], body: OrderDatesBody, hours: number, now: Date) {
  const { errors, priced } = await checkLines(db, tenant, lines, now);
  const fieldErrors: FieldError[] = [];
  // The new-order rule (orderLineInputSchema), checked here rather than in the body's schema.
  if (body.expectedEndDate <= body.startDate) fieldErrors.push({ field: 'expectedEndDate', message: 'The end date must be after the start date' });
  else if (lines.some((l) => l.expectedEndDate <= l.startDate))
    fieldErrors.push({ field: 'expectedEndDate', message: "This period is too short for the order's lines, which start and end on different days" });
  const startError = errors.find((e) => e.field.endsWith('.startDate'));
  if (startError) fieldErrors.push({ field: 'startDate', message: startError.message });
  else if (now > dateChangeCutoff(tenant.opCo, body.startDate, hours))
    fieldErrors.push({ field: 'startDate', message: `The depot needs ${hours} hours before the start; choose a later start date` });
  // A product the opCo no longer rents out cannot be re-priced: the order stays as it is.
  const other = errors.find((e) => !e.field.endsWith('.startDate'));
  if (other) fieldErrors.push({ field: 'lines', message: 'This order cannot be changed here any more; send a request instead' });
  return { errors: fieldErrors, priced };
}

async function changeDates(ctx: AppContext, tenant: Tenant, userId: number, id: number, body: OrderDatesBody, now = new Date()) {
  const { db } = ctx;
  // Without the order right nobody moves an order; checked first, like placing one.
  requireRight(tenant, 'PLACE_ORDERS');
  const [order] = await db.select({ status: orders.status, version: orders.version, createdBy: orders.createdBy, total: orders.total }).from(orders)
    .where(and(eq(orders.id, id), eq(orders.clientId, tenant.clientId), projectScope(tenant, sql`${orders.projectId}`)));
  if (!order) throw notFound();
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.id);
  const from = { start: minOf(lines.map((l) => l.startDate)), end: maxOf(lines.map((l) => l.expectedEndDate)) };
  const hours = cutoffHours(tenant);
  const state = dateChangeState(tenant, userId, { ...order, startDate: lines.length ? from.start : null }, hours, now);
  if (!mayChangeDatesOf(tenant, userId, order))
    throw forbidden('missing_right', 'Only the person who placed this order or an administrator with PLACE_ORDERS may change its dates');
  const versionMoved = () => conflict('version_conflict', 'Someone changed this order in the meantime; reload it and try again');
  if (order.version !== body.version) throw versionMoved();
  if (state.blockedBy === 'cutoff_passed') throw conflict('invalid_status', `The dates could be changed until ${state.cutoff}; send a request instead`);
  if (!state.allowed) throw conflict('invalid_status', `An order that is ${order.status} cannot have its dates changed`);

  const moved: OrderLineInput[] = lines.map((l) => ({
    productId: l.productId, quantity: l.quantity, ...movedPeriod(l, from, body), deliveryMethod: l.deliveryMethod, depotId: l.depotId,
  }));
  const { errors, priced } = await checkNewDates(db, tenant, moved, body, hours, now);
  if (errors.length) throw badRequest('validation_failed', 'These dates cannot be used', errors);
  // Only an order that keeps an estimate gets a new one (the lines' costs add up to its total).
  const reprice = order.total !== null;
  // A longer period can pass the approval amount: a submitted order then waits, as if placed so
  // (one that already waits keeps waiting; a confirmed one is the rental company's to re-check).
  const waits = reprice && order.status === 'submitted' && needsApproval(sumCents(priced), await approvalThreshold(db, tenant));
  await db.transaction(async (tx) => {
    // The WHERE repeats the version and status, so a concurrent change between the read and here still loses.
    const updated = await tx.update(orders)
      .set({ version: body.version + 1, ...(reprice ? { total: fromCents(sumCents(priced)) } : {}), ...(waits ? { status: 'awaiting_approval' as const } : {}) })
      .where(and(eq(orders.id, id), eq(orders.clientId, tenant.clientId), eq(orders.version, body.version), inArray(orders.status, [...UPCOMING_STATUSES])))
      .returning({ id: orders.id });
    if (!updated.length) throw versionMoved();
    for (const [i, line] of lines.entries()) {
      await tx.update(orderLines)
        .set({ startDate: moved[i]!.startDate, expectedEndDate: moved[i]!.expectedEndDate, ...(reprice ? { cost: fromCents(priced[i]!.cents) } : {}) })
        .where(eq(orderLines.id, line.id));
    }
    await tx.insert(orderEvents).values({
      orderId: id, kind: 'dates_changed', userId,
      fromStartDate: from.start, fromEndDate: from.end, toStartDate: body.startDate, toEndDate: body.expectedEndDate,
    });
    // In the same transaction, as when placing: the approvers hear of it if, and only if, it waits.
    if (waits) await queueApprovalRequests(tx, id, ctx.config.publicBaseUrl, ctx.eventMailBudget);
  });
  return loadOrderDetail(db, tenant, userId, id);
}

export function dateRoutes(app: ZodApp): void {
  app.post('/orders/:id/dates', {
    schema: {
      tags: ['order'],
      summary: "Move an upcoming order's start and expected end (its orderer or MANAGE_ROLES_AND_USERS, until the opCo's cut-off; 409 version_conflict)",
      params: idParamsSchema,
      body: orderDatesBodySchema,
      response: { 200: orderDetailSchema },
    },
  }, async (request) => changeDates(app.ctx, requireModule(request.tenant, 'order'), request.principal!.userId, request.params.id, request.body));
}

// Seeded orders: lines, the estimate at placement (priced as the API prices new orders) and a
// history consistent with the status. The random draws are those of the original generator, in
// the same order, so adding totals and events did not reshuffle the rest of the seed.
import { fromCents, needsApproval, priceLine, sumCents } from '../../services/order/pricing';
import { count, type ClientSeed, type SeedContext } from './context';
import { atDay, isoDay } from './random';

const YEARS_BACK = 3 * 365;
const HOUR = 3_600_000;
/** The first entry was 'draft' once: drafts live only in the portal now, so it became a placed order. */
const recentStatuses = ['submitted', 'submitted', 'awaiting_approval', 'confirmed', 'delivered'] as const;
type Status = (typeof recentStatuses)[number] | 'closed' | 'cancelled' | 'rejected';
type Line = SeedContext['rows']['orderLines'][number];

export function generateOrders(ctx: SeedContext, client: ClientSeed): void {
  const { rnd, rows, today, catalogue } = ctx;
  const depotIds = catalogue.depotIdsByOpCo[client.opCo] ?? [];
  for (let i = 0; i < count(client, 'orders'); i++) {
    const id = rows.orders.length + 1;
    const age = rnd.int(0, YEARS_BACK);
    client.orderIds.push(id);
    // Recent orders are still moving; old ones have settled.
    const drawn: Status = age < 30 ? rnd.pick(recentStatuses) : rnd.pick(['closed', 'closed', 'delivered', 'cancelled'] as const);
    const order = {
      id,
      clientId: client.id,
      number: `O-${String(id).padStart(7, '0')}`,
      projectId: rnd.pick(client.projectIds),
      addressId: rnd.pick(client.addressIds),
      contactPersonId: rnd.pick(client.contactIds),
      poReference: rnd.chance(0.6) ? `PO-${rnd.int(100000, 999999)}` : null,
      comment: rnd.chance(0.2) ? 'Deliver before 07:30, gate B.' : null,
      createdBy: rnd.pick(client.memberIds),
      createdAt: atDay(today, -age),
    };
    const lines: Line[] = [];
    for (let l = 0; l < 1 + (i % 3); l++) {
      const pickup = rnd.chance(0.25);
      lines.push({
        id: rows.orderLines.length + lines.length + 1,
        orderId: id,
        productId: rnd.pick(catalogue.productIds),
        quantity: rnd.int(1, 6),
        startDate: isoDay(today, -age + rnd.int(1, 10)),
        expectedEndDate: isoDay(today, -age + rnd.int(14, 120)),
        deliveryMethod: pickup ? 'pickup' : 'delivery',
        depotId: pickup && depotIds.length ? rnd.pick(depotIds) : null,
      });
    }
    addOrder(ctx, client, order, lines, drawn);
  }
}

/** Adds an order with its total, a status its total allows, and its events. */
function addOrder(ctx: SeedContext, client: ClientSeed, order: Omit<SeedContext['rows']['orders'][number], 'status'>, lines: Line[], drawn: Status, reason?: string): void {
  const { rows, catalogue, today } = ctx;
  const priced = lines.map((l) => priceLine(l, catalogue.ratesById.get(l.productId)!));
  const totalCents = sumCents(priced);
  const approval = needsApproval(totalCents, client.approvalThreshold);
  // Waiting is only possible above the threshold; below it the order went straight to submitted.
  const status: Status = drawn === 'awaiting_approval' && !approval ? 'submitted' : drawn;
  rows.orders.push({ ...order, status, total: fromCents(totalCents), version: 1 });
  rows.orderLines.push(...lines.map((l, i) => ({ ...l, cost: fromCents(priced[i]!.cents) })));

  const placedAt = order.createdAt!.getTime();
  const approver = client.approverIds[order.id! % Math.max(1, client.approverIds.length)] ?? null;
  const events: { kind: SeedContext['rows']['orderEvents'][number]['kind']; userId: number | null; at: number; reason?: string }[] = [
    { kind: 'placed', userId: order.createdBy ?? null, at: placedAt },
  ];
  const decided = status !== 'awaiting_approval' && status !== 'cancelled';
  if (approval && decided) events.push({ kind: status === 'rejected' ? 'rejected' : 'approved', userId: approver, at: placedAt + 2 * HOUR, reason: status === 'rejected' ? reason : undefined });
  const firstStart = lines.map((l) => l.startDate).sort()[0]!;
  const lastEnd = lines.map((l) => l.expectedEndDate).sort().at(-1)!;
  const stages = ['confirmed', 'delivered', 'closed'] as const;
  const reached = stages.indexOf(status as (typeof stages)[number]);
  // Never later than the seed day: a recent order is delivered at the latest today.
  const latest = today.getTime() + 10 * HOUR;
  const stageAt = [placedAt + 3 * HOUR, Math.min(Date.parse(`${firstStart}T07:00:00Z`), latest), Math.min(Date.parse(`${lastEnd}T16:00:00Z`), latest)];
  for (let s = 0; s <= reached; s++) events.push({ kind: stages[s]!, userId: null, at: Math.max(stageAt[s]!, events.at(-1)!.at + HOUR) });
  if (status === 'cancelled') events.push({ kind: 'cancelled', userId: order.createdBy ?? null, at: placedAt + 5 * HOUR, reason: 'No longer needed on site' });
  for (const e of events) rows.orderEvents.push({ id: rows.orderEvents.length + 1, orderId: order.id!, kind: e.kind, userId: e.userId, reason: e.reason ?? null, at: new Date(e.at) });
}

/**
 * A few recent orders of one client that show approval at work whatever the seed scale: some
 * above the threshold waiting, one approved, one rejected with a reason, one below it.
 */
export function generateShowcaseOrders(ctx: SeedContext, client: ClientSeed, ordererId: number): void {
  const { rows, today, catalogue } = ctx;
  const plans: { status: Status; daysAgo: number; above: boolean; reason?: string }[] = [
    { status: 'awaiting_approval', daysAgo: 1, above: true },
    { status: 'awaiting_approval', daysAgo: 2, above: true },
    { status: 'awaiting_approval', daysAgo: 3, above: true },
    { status: 'submitted', daysAgo: 4, above: true },
    { status: 'rejected', daysAgo: 5, above: true, reason: 'Over the project budget: rent the smaller size for this phase.' },
    { status: 'submitted', daysAgo: 2, above: false },
  ];
  plans.forEach((plan, n) => {
    const id = rows.orders.length + 1;
    client.orderIds.push(id);
    const productId = catalogue.productIds[(n * 11) % catalogue.productIds.length]!;
    const line = (quantity: number): Line => ({
      id: rows.orderLines.length + 1, orderId: id, productId, quantity,
      startDate: isoDay(today, 3 + n), expectedEndDate: isoDay(today, plan.above ? 59 + n : 10 + n), deliveryMethod: 'delivery', depotId: null,
    });
    let quantity = 1;
    // Enough units to go over the threshold, deterministically (rates differ per product).
    const rates = catalogue.ratesById.get(productId)!;
    while (plan.above && quantity < 999 && !needsApproval(priceLine(line(quantity), rates).cents, client.approvalThreshold)) quantity++;
    const order = {
      id, clientId: client.id, number: `O-${String(id).padStart(7, '0')}`,
      projectId: client.projectIds[n % 5]!, addressId: client.addressIds[0]!, contactPersonId: client.contactIds[0]!,
      poReference: `PO-${700100 + n}`, comment: null, createdBy: ordererId, createdAt: atDay(today, -plan.daysAgo),
    };
    addOrder(ctx, client, order, [line(quantity)], plan.status, plan.reason);
  });
}

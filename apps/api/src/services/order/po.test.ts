// Changing an order's PO reference after placing it (issue 35): the order right, the version, the
// history step (who, old → new), the order's contracts taking it, per-line POs kept; another
// client's order is 404.
import { sql } from 'drizzle-orm';
import { orderDetailSchema, placedOrderSchema } from '@portal/shared-api-contract';
import { describe, expect, it } from 'vitest';
import { orderHarness } from './order-harness';
import { BASE, dayFromToday, place, post, smallOrder } from './order-testing';

const file = orderHarness();
const placeSmall = async (email = 'ben@northwind.test') => placedOrderSchema.parse((await place(file.h, smallOrder(file.options, {
  lines: [
    { productId: 1, quantity: 1, startDate: dayFromToday(3), expectedEndDate: dayFromToday(10), deliveryMethod: 'delivery', poReference: 'PO-LINE-7' },
    { productId: 1, quantity: 1, startDate: dayFromToday(3), expectedEndDate: dayFromToday(10), deliveryMethod: 'delivery' },
  ],
}), { email })).json());
const editPo = (id: number, body: object, email = 'ben@northwind.test', client = 'northwind-bouw') => post(file.h, `/orders/${id}/po`, body, email, client);
const detail = async (id: number, email = 'ben@northwind.test') => orderDetailSchema.parse((await file.h.get(`${BASE}/orders/${id}`, email)).json());

describe("changing an order's PO reference", () => {
  it('keeps a line its own PO, changes the order\'s with a new version and a history step, and passes it on to its contracts', async () => {
    const placed = await placeSmall();
    const before = await detail(placed.id);
    expect(before.can.editPo).toBe(true);
    expect(before.lines.map((l) => l.poReference)).toEqual(['PO-LINE-7', null]);
    await file.h.database.db.execute(sql`INSERT INTO contracts (client_id, number, order_id, project_id, status, po_reference)
      VALUES (1, ${`T-PO-${placed.id}`}, ${placed.id}, ${before.projectId}, 'open', 'PO-TEST')`);
    const res = await editPo(placed.id, { version: before.version, poReference: '  PO-NEW-1 ' });
    expect(res.statusCode, res.body).toBe(200);
    const after = orderDetailSchema.parse(res.json());
    expect(after).toMatchObject({ poReference: 'PO-NEW-1', version: before.version + 1 });
    expect(after.events.at(-1)).toMatchObject({ kind: 'po_changed', byName: 'Ben Jansen', po: { from: 'PO-TEST', to: 'PO-NEW-1' }, dates: null });
    const contract = (await file.h.database.db.execute(sql`SELECT po_reference FROM contracts WHERE order_id = ${placed.id}`)) as unknown as { rows: { po_reference: string }[] };
    expect(contract.rows).toEqual([{ po_reference: 'PO-NEW-1' }]);
    // Empty: no PO any more.
    const cleared = orderDetailSchema.parse((await editPo(placed.id, { version: after.version, poReference: '' })).json());
    expect(cleared.poReference).toBeNull();
    expect(cleared.events.at(-1)?.po).toEqual({ from: 'PO-NEW-1', to: null });
  });

  it('answers 409 version_conflict to a stale version and changes nothing', async () => {
    const placed = await placeSmall();
    expect((await editPo(placed.id, { version: 1, poReference: 'PO-A' })).statusCode).toBe(200);
    const stale = await editPo(placed.id, { version: 1, poReference: 'PO-B' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    expect((await detail(placed.id)).poReference).toBe('PO-A');
  });

  it("answers 404 for another client's order and 403 without the order module", async () => {
    const placed = await placeSmall();
    expect((await editPo(placed.id, { version: 1, poReference: 'PO-X' }, 'anna@northwind.test', 'northwind-infra')).statusCode).toBe(404);
    expect((await editPo(placed.id, { version: 1, poReference: 'PO-X' }, 'rita@requestonly.test', 'request-only')).statusCode).toBe(403);
    expect((await detail(placed.id)).poReference).toBe('PO-TEST');
  });

  it('keeps the PO of a cancelled order', async () => {
    const placed = await placeSmall();
    expect((await post(file.h, `/orders/${placed.id}/cancel`, { version: 1 }, 'ben@northwind.test')).statusCode).toBe(200);
    const cancelled = await detail(placed.id);
    expect(cancelled.can.editPo).toBe(false);
    const res = await editPo(placed.id, { version: cancelled.version, poReference: 'PO-LATE' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invalid_status' });
  });
});

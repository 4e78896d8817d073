// Moving an upcoming order's dates: who may, the opCo's cut-off, the same date rules as a new
// order, the version, the history and the re-priced estimate; another client's order is 404.
import { sql } from 'drizzle-orm';
import { orderDetailSchema, placedOrderSchema } from '@portal/shared-api-contract';
import { describe, expect, it } from 'vitest';
import { startOfDayIn } from './date-cutoff';
import { orderHarness } from './order-harness';
import { countRows } from '../../testing/harness';
import { BASE, dayFromToday, fieldsOf, place, post, smallOrder } from './order-testing';

const file = orderHarness();
const placeSmall = async (email = 'ben@northwind.test', startIn = 3) => placedOrderSchema.parse((await place(file.h, smallOrder(file.options, {
  lines: [{ productId: 1, quantity: 2, startDate: dayFromToday(startIn), expectedEndDate: dayFromToday(startIn + 7), deliveryMethod: 'delivery' }],
}), { email })).json());
const move = (id: number, body: object, email = 'ben@northwind.test', client = 'northwind-bouw') => post(file.h, `/orders/${id}/dates`, body, email, client);
const detail = async (id: number, email = 'ben@northwind.test') => orderDetailSchema.parse((await file.h.get(`${BASE}/orders/${id}`, email)).json());
/** The setting comes with the (cached) tenant: a change in the database shows once the cache is cleared. */
const setCutoffHours = async (hours: number) => {
  await file.h.database.db.execute(sql`UPDATE op_cos SET date_change_cutoff_hours = ${hours} WHERE code = 'nl'`);
  await file.h.app.ctx.tenants.clear();
};

describe('changing the dates of an upcoming order', () => {
  it('lets the orderer move the period: every line, a new estimate, a new version and a history step', async () => {
    const placed = await placeSmall();
    const before = await detail(placed.id, 'anna@northwind.test');
    expect(before.dateChange).toMatchObject({ allowed: true, blockedBy: null });
    const res = await move(placed.id, { version: 1, startDate: dayFromToday(5), expectedEndDate: dayFromToday(33) });
    expect(res.statusCode, res.body).toBe(200);
    const moved = orderDetailSchema.parse(res.json());
    expect(moved).toMatchObject({ version: 2, startDate: dayFromToday(5), endDate: dayFromToday(33) });
    expect(moved.lines.map((l) => [l.startDate, l.expectedEndDate])).toEqual([[dayFromToday(5), dayFromToday(33)]]);
    expect(moved.events.at(-1)).toMatchObject({
      kind: 'dates_changed', byName: 'Ben Jansen',
      dates: { fromStart: dayFromToday(3), fromEnd: dayFromToday(10), toStart: dayFromToday(5), toEnd: dayFromToday(33) },
    });
    // Four weeks instead of one: Anna (who sees prices) reads the estimate of the new period.
    const after = await detail(placed.id, 'anna@northwind.test');
    expect(Number(after.total)).toBeGreaterThan(Number(before.total));
    expect(after.total).toBe(after.lines[0]!.cost);
  });

  it('lets an administrator move it, and refuses someone else who placed other orders', async () => {
    const placed = await placeSmall('anna@northwind.test');
    expect((await detail(placed.id)).dateChange).toEqual({ allowed: false, cutoff: null, blockedBy: null });
    const refused = await move(placed.id, { version: 1, startDate: dayFromToday(4), expectedEndDate: dayFromToday(9) });
    expect(refused.statusCode).toBe(403);
    const ok = await move(placed.id, { version: 1, startDate: dayFromToday(4), expectedEndDate: dayFromToday(9) }, 'anna@northwind.test');
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("answers 404 for another client's order, as for one that does not exist", async () => {
    const placed = await placeSmall();
    const res = await move(placed.id, { version: 1, startDate: dayFromToday(4), expectedEndDate: dayFromToday(9) }, 'anna@northwind.test', 'northwind-infra');
    expect(res.statusCode).toBe(404);
    expect((await detail(placed.id)).version).toBe(1);
  });

  it('answers 409 version_conflict to a stale version and changes nothing', async () => {
    const placed = await placeSmall();
    expect((await move(placed.id, { version: 1, startDate: dayFromToday(4), expectedEndDate: dayFromToday(9) })).statusCode).toBe(200);
    const stale = await move(placed.id, { version: 1, startDate: dayFromToday(6), expectedEndDate: dayFromToday(9) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    expect((await detail(placed.id)).startDate).toBe(dayFromToday(4));
  });

  it("checks the new dates like a new order's and keeps the cut-off for the new start", async () => {
    const placed = await placeSmall();
    expect(fieldsOf(await move(placed.id, { version: 1, startDate: dayFromToday(6), expectedEndDate: dayFromToday(6) }))).toEqual(['expectedEndDate']);
    expect(fieldsOf(await move(placed.id, { version: 1, startDate: dayFromToday(-1), expectedEndDate: dayFromToday(6) }))).toEqual(['startDate']);
    // Tomorrow starts less than 24 hours from now: within the default cut-off.
    expect(fieldsOf(await move(placed.id, { version: 1, startDate: dayFromToday(1), expectedEndDate: dayFromToday(6) }))).toEqual(['startDate']);
    expect((await detail(placed.id)).version).toBe(1);
  });

  it('keeps each line its own offsets from the order\'s start and end, and refuses a period too short for them', async () => {
    const res = await place(file.h, smallOrder(file.options, { lines: [
      { productId: 1, quantity: 1, startDate: dayFromToday(3), expectedEndDate: dayFromToday(10), deliveryMethod: 'delivery' },
      { productId: 1, quantity: 1, startDate: dayFromToday(5), expectedEndDate: dayFromToday(8), deliveryMethod: 'delivery' },
    ] }), { email: 'ben@northwind.test' });
    const placed = placedOrderSchema.parse(res.json());
    const moved = orderDetailSchema.parse((await move(placed.id, { version: 1, startDate: dayFromToday(6), expectedEndDate: dayFromToday(20) })).json());
    expect(moved.lines.map((l) => [l.startDate, l.expectedEndDate])).toEqual([[dayFromToday(6), dayFromToday(20)], [dayFromToday(8), dayFromToday(18)]]);
    // Four days: the second line would start after it ends.
    expect(fieldsOf(await move(placed.id, { version: 2, startDate: dayFromToday(6), expectedEndDate: dayFromToday(10) }))).toEqual(['expectedEndDate']);
  });

  it('sends a submitted order whose longer period passes the approval amount back for approval, and tells the approvers', async () => {
    const placed = await placeSmall();
    const before = await detail(placed.id, 'anna@northwind.test');
    expect(before.status).toBe('submitted');
    const threshold = `(SELECT order_approval_threshold FROM corporate_clients WHERE id = 1)`;
    const saved = await countRows(file.h.database, `SELECT coalesce(${threshold}, -1) AS n`);
    const asked = () => countRows(file.h.database, `SELECT count(*) AS n FROM notifications WHERE kind = 'order_awaiting_approval' AND link LIKE '%/${placed.id}'`);
    try {
      await file.h.database.db.execute(sql.raw(`UPDATE corporate_clients SET order_approval_threshold = ${Math.floor(Number(before.total)) + 1} WHERE id = 1`));
      const moved = orderDetailSchema.parse((await move(placed.id, { version: 1, startDate: dayFromToday(3), expectedEndDate: dayFromToday(40) }, 'ben@northwind.test')).json());
      expect(moved.status).toBe('awaiting_approval');
      expect(await asked()).toBeGreaterThan(0);
    } finally {
      await file.h.database.db.execute(sql.raw(`UPDATE corporate_clients SET order_approval_threshold = ${saved < 0 ? 'NULL' : saved} WHERE id = 1`));
    }
  });

  it("stops at the opCo's cut-off before the start, to the hour", async () => {
    const placed = await placeSmall();
    const hoursLeft = (startOfDayIn('nl', dayFromToday(3)).getTime() - Date.now()) / 3_600_000;
    try {
      await setCutoffHours(Math.ceil(hoursLeft));
      const closed = await detail(placed.id);
      expect(closed.dateChange).toMatchObject({ allowed: false, blockedBy: 'cutoff_passed' });
      const late = await move(placed.id, { version: 1, startDate: dayFromToday(8), expectedEndDate: dayFromToday(12) });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'invalid_status' });
      await setCutoffHours(Math.floor(hoursLeft));
      const open = await detail(placed.id);
      expect(open.dateChange).toMatchObject({ allowed: true, cutoff: new Date(startOfDayIn('nl', dayFromToday(3)).getTime() - Math.floor(hoursLeft) * 3_600_000).toISOString() });
      expect((await move(placed.id, { version: 1, startDate: dayFromToday(8), expectedEndDate: dayFromToday(12) })).statusCode).toBe(200);
    } finally {
      await setCutoffHours(24);
    }
  });
});

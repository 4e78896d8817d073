// Placing an order: every server-side rule, the capability, and the Idempotency-Key.
import { placedOrderSchema, type OrderFormOptions } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { dayFromToday, fieldsOf, formOptions, place, smallOrder } from './order-testing';

let h: Harness;
let options: OrderFormOptions;
beforeAll(async () => {
  h = await createHarness();
  options = await formOptions(h);
});
afterAll(() => h.close());

const line = (over: Record<string, unknown>) => ({ ...smallOrder(options).lines[0]!, ...over });
const one = async <T>(query: string) => ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows[0] as T;

describe('POST /api/overview/orders: the rules', () => {
  it('places a valid order as submitted with an O- number, its lines, its total and a placed event', async () => {
    const res = await place(h, smallOrder(options));
    expect(res.statusCode, res.body).toBe(201);
    const placed = placedOrderSchema.parse(res.json());
    expect(placed.status).toBe('submitted');
    expect(placed.number).toBe(`O-${String(placed.id).padStart(7, '0')}`);
    const row = await one<{ total: string; created_by: number; events: number; lines: number }>(`SELECT o.total::text AS total, o.created_by,
      (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id AND e.kind = 'placed') AS events,
      (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines FROM orders o WHERE o.id = ${placed.id}`);
    expect(row).toMatchObject({ events: 1, lines: 1 });
    expect(Number(row.total)).toBeGreaterThan(0);
  });

  it('refuses a start date before today in the opCo time zone', async () => {
    const res = await place(h, smallOrder(options, { lines: [line({ startDate: dayFromToday(-1) })] }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['lines.0.startDate']);
  });

  it('accepts a start date of today', async () => {
    expect((await place(h, smallOrder(options, { lines: [line({ startDate: dayFromToday(0) })] }))).statusCode).toBe(201);
  });

  it('refuses an end date that is not after the start', async () => {
    const res = await place(h, smallOrder(options, { lines: [line({ expectedEndDate: dayFromToday(1) })] }));
    expect(fieldsOf(res)).toEqual(['lines.0.expectedEndDate']);
  });

  it.each([0, 1000, 2.5])('refuses a quantity of %s', async (quantity) => {
    const res = await place(h, smallOrder(options, { lines: [line({ quantity })] }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain('lines.0.quantity');
  });

  it('refuses 51 lines and accepts 50', async () => {
    const many = (n: number) => smallOrder(options, { lines: Array.from({ length: n }, () => line({})) });
    const res = await place(h, many(51));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain('lines');
    expect((await place(h, many(50))).statusCode).toBe(201);
  });

  it("refuses another client's address, project and contact person without saying whose they are", async () => {
    const foreign = await one<{ a: number; p: number; c: number }>(`SELECT (SELECT min(id) FROM addresses WHERE client_id = 2) AS a,
      (SELECT min(id) FROM projects WHERE client_id = 2) AS p, (SELECT min(id) FROM contact_persons WHERE client_id = 2) AS c`);
    const res = await place(h, smallOrder(options, { addressId: foreign.a, projectId: foreign.p, contactPersonId: foreign.c }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'projectId', message: "Choose one of your company's projects" },
      { field: 'addressId', message: "Choose one of your company's delivery addresses" },
      { field: 'contactPersonId', message: "Choose one of your company's contact persons" },
    ]);
    expect(res.body).not.toContain('Infra');
    // An id that does not exist at all gets the very same answer.
    expect((await place(h, smallOrder(options, { addressId: 2_000_000_000 }))).json().errors).toEqual([res.json().errors[1]]);
  });

  it('refuses archived master data', async () => {
    const archived = await one<{ p: number; a: number }>(`SELECT (SELECT min(id) FROM projects WHERE client_id = 1 AND archived) AS p,
      (SELECT min(id) FROM addresses WHERE client_id = 1 AND archived) AS a`);
    const res = await place(h, smallOrder(options, { projectId: archived.p, addressId: archived.a }));
    expect(fieldsOf(res)).toEqual(['projectId', 'addressId']);
  });

  it("refuses a product the client's opCo does not rent out", async () => {
    await h.database.db.execute(sql`UPDATE products SET op_cos = '{be}' WHERE id = 3`);
    const res = await place(h, smallOrder(options, { lines: [line({}), line({ productId: 3 })] }));
    expect(fieldsOf(res)).toEqual(['lines.1.productId']);
    expect(fieldsOf(await place(h, smallOrder(options, { lines: [line({ productId: 2_000_000 })] })))).toEqual(['lines.0.productId']);
  });

  it('needs a depot of the opCo for pick-up, and an address when a line is delivered', async () => {
    expect(fieldsOf(await place(h, smallOrder(options, { lines: [line({ deliveryMethod: 'pickup' })] })))).toEqual(['lines.0.depotId']);
    const foreignDepot = await one<{ id: number }>(`SELECT min(id) AS id FROM depots WHERE op_co = 'de'`);
    expect(fieldsOf(await place(h, smallOrder(options, { lines: [line({ deliveryMethod: 'pickup', depotId: foreignDepot.id })] })))).toEqual(['lines.0.depotId']);
    expect(fieldsOf(await place(h, smallOrder(options, { addressId: null })))).toEqual(['addressId']);
    const pickup = smallOrder(options, { addressId: null, lines: [line({ deliveryMethod: 'pickup', depotId: options.depots[0]!.id })] });
    expect((await place(h, pickup)).statusCode).toBe(201);
  });

  it('bounds the texts', async () => {
    const res = await place(h, smallOrder(options, { poReference: 'x'.repeat(51), comment: 'y'.repeat(2001) }));
    expect(fieldsOf(res).sort()).toEqual(['comment', 'poReference']);
  });
});

describe('POST /api/overview/orders: who may order', () => {
  it('refuses the blocked client (403 client_blocked)', async () => {
    const res = await place(h, smallOrder(options), { email: 'carl@blocked.test', client: 'blocked' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'client_blocked' });
  });

  it('refuses a user without PLACE_ORDERS (403 missing_right), at once after the role changes', async () => {
    const role = `(SELECT mr.role_id FROM memberships JOIN membership_roles mr ON mr.membership_id = memberships.id WHERE user_id = (SELECT id FROM users WHERE email = 'ben@northwind.test'))`;
    await h.database.db.execute(sql.raw(`DELETE FROM role_rights WHERE role_id = ${role} AND right_code = 'PLACE_ORDERS'`));
    h.app.ctx.tenants.clear();
    try {
      const res = await place(h, smallOrder(options));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'missing_right' });
      const actions = await h.app.inject({ url: '/api/global-actions', headers: await h.as('ben@northwind.test', 'northwind-bouw') });
      expect(actions.json()).toEqual({ order: { possible: false, disabled: false } });
    } finally {
      await h.database.db.execute(sql.raw(`INSERT INTO role_rights (role_id, right_code) SELECT ${role}, 'PLACE_ORDERS'`));
      h.app.ctx.tenants.clear();
    }
  });
});

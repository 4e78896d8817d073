// Four eyes on approvals (issue 31): who placed an order does not approve or reject it, an order with
// no other approver says so, and one person's orders for one project within 24 hours count together
// against the approval amount (Northwind Bouw's is 5,000; one bigOrder is far above it).
import { sql } from 'drizzle-orm';
import { orderDetailSchema, orderQuoteSchema, placedOrderSchema, type OrderFormOptions } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { BASE, bigOrder, formOptions, place, post, smallOrder } from './order-testing';

let h: Harness;
let options: OrderFormOptions;
beforeAll(async () => {
  h = await createHarness();
  options = await formOptions(h);
});
afterAll(() => h.close());

const detail = async (id: number, email = 'anna@northwind.test') =>
  orderDetailSchema.parse((await h.app.inject({ url: `${BASE}/orders/${id}`, headers: await h.as(email, 'northwind-bouw') })).json());
const placed = async (body: unknown, email: string) => placedOrderSchema.parse((await place(h, body, { email })).json());
/** Every approver of Northwind Bouw but Anna stops being a member for a moment (or comes back). */
const othersApprove = (active: boolean) => h.database.db.execute(sql`
  UPDATE memberships m SET active = ${active}
  FROM users u WHERE u.id = m.user_id AND u.email <> 'anna@northwind.test'
    AND m.client_id = (SELECT id FROM corporate_clients WHERE name = 'Northwind Bouw B.V.')
    AND EXISTS (SELECT 1 FROM membership_roles mr JOIN role_rights rr ON rr.role_id = mr.role_id AND rr.right_code = 'APPROVE_ORDERS' WHERE mr.membership_id = m.id)`);

describe('four eyes', () => {
  it('refuses the person who placed an order its approval and rejection (403 own_order); they may still cancel it', async () => {
    const order = await placed(bigOrder(options), 'anna@northwind.test');
    expect(order.status).toBe('awaiting_approval');
    expect((await detail(order.id)).can).toEqual({ approve: false, cancel: true, editPo: true });
    for (const action of ['approve', 'reject']) {
      const res = await post(h, `/orders/${order.id}/${action}`, action === 'reject' ? { version: 1, reason: 'My own order' } : { version: 1 });
      expect(res.statusCode, action).toBe(403);
      expect(res.json(), action).toMatchObject({ code: 'own_order' });
    }
    expect((await detail(order.id)).status).toBe('awaiting_approval');
  });

  it('says when nobody but the person who placed it can approve, until someone else can', async () => {
    const order = await placed(bigOrder(options), 'anna@northwind.test');
    await othersApprove(false);
    try {
      expect((await detail(order.id)).noOtherApprover).toBe(true);
    } finally {
      await othersApprove(true);
    }
    expect((await detail(order.id)).noOtherApprover).toBe(false);
    const bens = await placed(bigOrder(options), 'ben@northwind.test');
    expect((await detail(bens.id)).noOtherApprover).toBe(false);
  });
});

describe('orders counted together', () => {
  // Ben's orders for another project than the tests above: one unit of product 2 for twelve weeks
  // is below 5,000; six of them together are far above.
  const project = () => options.projects[1]!.id;
  const oneUnit = () => smallOrder(options, { projectId: project(), lines: [{ productId: 2, quantity: 1, startDate: smallOrder(options).lines[0]!.startDate, expectedEndDate: bigOrder(options).lines[0]!.expectedEndDate, deliveryMethod: 'delivery' }] });
  const quote = async (projectId?: number) =>
    orderQuoteSchema.parse((await h.app.inject({ method: 'POST', url: `${BASE}/orders/quote`, headers: await h.as('ben@northwind.test', 'northwind-bouw'), payload: { lines: oneUnit().lines, ...(projectId ? { projectId } : {}) } })).json());

  it('makes the order that takes one person over the amount for a project within 24 hours wait, and the quote says why', async () => {
    expect(await quote(project())).toMatchObject({ needsApproval: false, countedWithOthers: false });
    const statuses: string[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await placed(oneUnit(), 'ben@northwind.test')).status);
    expect(statuses[0]).toBe('submitted');
    expect(statuses.at(-1)).toBe('awaiting_approval');
    expect(await quote(project())).toMatchObject({ needsApproval: true, countedWithOthers: true });
    // Without the project nothing is counted with it; another person's orders are their own.
    expect(await quote()).toMatchObject({ needsApproval: false, countedWithOthers: false });
    expect((await placed(oneUnit(), 'anna@northwind.test')).status).toBe('submitted');
  });

  it('counts two orders placed at once one after the other', async () => {
    await h.database.db.execute(sql`UPDATE orders SET status = 'cancelled' WHERE project_id = ${project()}`);
    const each = await Promise.all(Array.from({ length: 6 }, () => placed(oneUnit(), 'ben@northwind.test')));
    expect(each.some((o) => o.status === 'awaiting_approval')).toBe(true);
  });
});

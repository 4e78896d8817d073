// Issue 34: what happens to an order reaches the people concerned under `Notifications`, per user
// and per client; each can be marked read, all at once too, and nobody else's.
import { notificationPageSchema, placedOrderSchema, type OrderFormOptions } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { bigOrder, formOptions, place, post } from '../order/order-testing';

let h: Harness;
let options: OrderFormOptions;
beforeAll(async () => {
  h = await createHarness();
  options = await formOptions(h);
});
afterAll(() => h.close());

const list = async (email: string, client = 'northwind-bouw', query = '') => {
  const res = await h.app.inject({ url: `/api/usermgmt/notifications${query}`, headers: await h.as(email, client) });
  expect(res.statusCode, res.body).toBe(200);
  return notificationPageSchema.parse(res.json());
};
const mark = async (email: string, url: string, client = 'northwind-bouw') =>
  (await h.app.inject({ method: 'POST', url: `/api/usermgmt/notifications${url}`, headers: await h.as(email, client) })).statusCode;

describe('notifications', () => {
  it("tells the approvers of a waiting order, in that client only, and who placed it of the outcome", async () => {
    const before = (await list('anna@northwind.test')).unread;
    const placed = placedOrderSchema.parse((await place(h, bigOrder(options))).json());
    const anna = await list('anna@northwind.test');
    expect(anna.unread).toBe(before + 1);
    expect(anna.items[0]).toMatchObject({ kind: 'order_awaiting_approval', subject: placed.number, link: `/order/orders/${placed.id}`, read: false });
    // Anna's other company hears nothing of it; Ben placed it and is not asked.
    expect((await list('anna@northwind.test', 'northwind-infra')).items.some((n) => n.subject === placed.number)).toBe(false);
    expect((await list('ben@northwind.test')).items.some((n) => n.kind === 'order_awaiting_approval' && n.subject === placed.number)).toBe(false);

    await post(h, `/orders/${placed.id}/reject`, { version: 1, reason: 'Over budget' });
    expect((await list('ben@northwind.test')).items[0]).toMatchObject({ kind: 'order_rejected', subject: placed.number, link: `/order/orders/${placed.id}`, read: false });
  });

  it('marks one read, refuses to mark anyone else’s, and marks all read', async () => {
    await place(h, bigOrder(options));
    await place(h, bigOrder(options));
    const [newest, second] = (await list('anna@northwind.test')).items;
    expect(await mark('anna@northwind.test', `/${newest!.id}/read`)).toBe(204);
    const after = await list('anna@northwind.test');
    expect(after.items[0]).toMatchObject({ id: newest!.id, read: true });
    expect(after.items[1]).toMatchObject({ id: second!.id, read: false });
    // Not Ben's, and not Anna's in her other company.
    expect(await mark('ben@northwind.test', `/${second!.id}/read`)).toBe(404);
    expect(await mark('anna@northwind.test', `/${second!.id}/read`, 'northwind-infra')).toBe(404);
    expect((await list('anna@northwind.test')).items[1]!.read).toBe(false);

    expect(await mark('anna@northwind.test', '/read-all')).toBe(204);
    const all = await list('anna@northwind.test');
    expect(all.unread).toBe(0);
    expect(all.items.every((n) => n.read)).toBe(true);
  });

  it('pages the list', async () => {
    const first = await list('anna@northwind.test', 'northwind-bouw', '?pageSize=2');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const second = await list('anna@northwind.test', 'northwind-bouw', '?pageSize=2&page=2');
    expect(second.items[0]!.id).toBeLessThan(first.items[1]!.id);
  });
});

// Approval: above the threshold an order waits; approvers approve or reject (with a reason); who
// placed it or an approver cancels; every change checks the version. And the settings behind it.
import { orderDetailSchema, orderSettingsSchema, placedOrderSchema, type OrderFormOptions } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { BASE, bigOrder, fieldsOf, formOptions, place, post, smallOrder } from './order-testing';

let h: Harness;
let options: OrderFormOptions;
beforeAll(async () => {
  h = await createHarness();
  options = await formOptions(h);
});
afterAll(() => h.close());

const detail = async (id: number, email = 'anna@northwind.test', client = 'northwind-bouw') => {
  const res = await h.app.inject({ url: `${BASE}/orders/${id}`, headers: await h.as(email, client) });
  return { res, order: res.statusCode === 200 ? orderDetailSchema.parse(res.json()) : undefined };
};
const placeBig = async (email = 'ben@northwind.test') => placedOrderSchema.parse((await place(h, bigOrder(options), { email })).json());

describe('approve, reject, cancel', () => {
  it('lets an approver approve a waiting order; it becomes submitted with an approved event', async () => {
    const placed = await placeBig();
    expect(placed.status).toBe('awaiting_approval');
    const { order: seenByBen } = await detail(placed.id, 'ben@northwind.test');
    expect(seenByBen!.can).toEqual({ approve: false, cancel: true, editPo: true });
    expect(seenByBen!.total).toBeNull();
    const { order: seenByAnna } = await detail(placed.id);
    expect(seenByAnna!.can).toEqual({ approve: true, cancel: true, editPo: true });
    expect(Number(seenByAnna!.total)).toBeGreaterThan(5000);

    const res = await post(h, `/orders/${placed.id}/approve`, { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const approved = orderDetailSchema.parse(res.json());
    expect(approved).toMatchObject({ status: 'submitted', version: 2, can: { approve: false } });
    expect(approved.events.map((e) => [e.kind, e.byName])).toEqual([['placed', 'Ben Jansen'], ['approved', 'Anna de Vries']]);
  });

  it('answers 409 version_conflict to a stale version and invalid_status to a decided order', async () => {
    const placed = await placeBig();
    expect((await post(h, `/orders/${placed.id}/approve`, { version: 1 })).statusCode).toBe(200);
    const stale = await post(h, `/orders/${placed.id}/reject`, { version: 1, reason: 'Too late, someone approved it' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    const decided = await post(h, `/orders/${placed.id}/approve`, { version: 2 });
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toMatchObject({ code: 'invalid_status' });
  });

  it('rejects with the reason, shown in the history', async () => {
    const placed = await placeBig();
    expect(fieldsOf(await post(h, `/orders/${placed.id}/reject`, { version: 1, reason: ' ' }))).toEqual(['reason']);
    const res = await post(h, `/orders/${placed.id}/reject`, { version: 1, reason: 'Over budget for this phase' });
    const rejected = orderDetailSchema.parse(res.json());
    expect(rejected.status).toBe('rejected');
    expect(rejected.events.at(-1)).toMatchObject({ kind: 'rejected', byName: 'Anna de Vries', reason: 'Over budget for this phase' });
    const { order } = await detail(placed.id, 'ben@northwind.test');
    expect(order!.events.at(-1)!.reason).toBe('Over budget for this phase');
  });

  it('refuses approve and reject without APPROVE_ORDERS (403)', async () => {
    const placed = await placeBig();
    const res = await post(h, `/orders/${placed.id}/approve`, { version: 1 }, 'ben@northwind.test');
    expect(res.statusCode).toBe(403);
    expect((await post(h, `/orders/${placed.id}/reject`, { version: 1, reason: 'No way' }, 'ben@northwind.test')).statusCode).toBe(403);
  });

  it('lets who placed it cancel it, and an approver cancel anyone\'s; nobody else', async () => {
    const own = placedOrderSchema.parse((await place(h, smallOrder(options))).json());
    const cancelled = orderDetailSchema.parse((await post(h, `/orders/${own.id}/cancel`, { version: 1 }, 'ben@northwind.test')).json());
    expect(cancelled).toMatchObject({ status: 'cancelled', version: 2, can: { cancel: false, editPo: false } });
    expect(cancelled.events.at(-1)).toMatchObject({ kind: 'cancelled', byName: 'Ben Jansen' });
    expect((await post(h, `/orders/${own.id}/cancel`, { version: 2 }, 'ben@northwind.test')).json()).toMatchObject({ status: 409, code: 'invalid_status' });

    const annas = placedOrderSchema.parse((await place(h, smallOrder(options), { email: 'anna@northwind.test' })).json());
    expect((await detail(annas.id, 'ben@northwind.test')).order!.can.cancel).toBe(false);
    expect((await post(h, `/orders/${annas.id}/cancel`, { version: 1 }, 'ben@northwind.test')).statusCode).toBe(403);
    const bens = await placeBig();
    expect((await post(h, `/orders/${bens.id}/cancel`, { version: 1 })).statusCode).toBe(200);
  });

  it("answers 404 for another client's order, to reads and changes", async () => {
    const placed = await placeBig();
    expect((await detail(placed.id, 'anna@northwind.test', 'northwind-infra')).res.statusCode).toBe(404);
    for (const action of ['approve', 'cancel']) {
      expect((await post(h, `/orders/${placed.id}/${action}`, { version: 1 }, 'anna@northwind.test', 'northwind-infra')).statusCode).toBe(404);
    }
    expect((await detail(placed.id)).order!.status).toBe('awaiting_approval');
  });
});

describe('order settings', () => {
  const settings = async (email = 'anna@northwind.test') => h.app.inject({ url: `${BASE}/order-settings`, headers: await h.as(email, 'northwind-bouw') });
  const put = async (body: unknown, email = 'anna@northwind.test') =>
    h.app.inject({ method: 'PUT', url: `${BASE}/order-settings`, headers: await h.as(email, 'northwind-bouw'), payload: body as object });

  it('needs MANAGE_ROLES_AND_USERS', async () => {
    expect((await settings('ben@northwind.test')).statusCode).toBe(403);
    expect((await put({ approvalThreshold: null, approverRoleIds: [], version: 1 }, 'ben@northwind.test')).statusCode).toBe(403);
  });

  it('shows the demo settings: 5,000 EUR, approved by the Administrator role', async () => {
    const s = orderSettingsSchema.parse((await settings()).json());
    expect(s).toMatchObject({ approvalThreshold: '5000.00', currency: 'EUR', version: 1 });
    expect(s.roles.filter((r) => r.approves).map((r) => r.name)).toEqual(['Administrator']);
  });

  it("refuses another client's role and a stale version, then applies the new approvers at once", async () => {
    const before = orderSettingsSchema.parse((await settings()).json());
    const orderer = before.roles.find((r) => r.name === 'Orderer')!;
    const foreignRole = before.roles.at(-1)!.id + 1_000;
    expect(fieldsOf(await put({ approvalThreshold: 7000, approverRoleIds: [foreignRole], version: 1 }))).toEqual(['approverRoleIds']);
    const infraRole = orderSettingsSchema.parse((await h.app.inject({ url: `${BASE}/order-settings`, headers: await h.as('anna@northwind.test', 'northwind-infra') })).json()).roles[0]!.id;
    expect(fieldsOf(await put({ approvalThreshold: 7000, approverRoleIds: [infraRole], version: 1 }))).toEqual(['approverRoleIds']);
    expect((await put({ approvalThreshold: 7000, approverRoleIds: [orderer.id], version: 9 })).json()).toMatchObject({ status: 409, code: 'version_conflict' });

    const res = await put({ approvalThreshold: 7000, approverRoleIds: [orderer.id], version: 1 });
    expect(orderSettingsSchema.parse(res.json())).toMatchObject({ approvalThreshold: '7000.00', version: 2 });
    const rights = (await h.app.inject({ url: '/api/usermgmt/rights', headers: await h.as('anna@northwind.test', 'northwind-bouw') })).json().rights;
    expect(rights).not.toContain('APPROVE_ORDERS');
    const off = await put({ approvalThreshold: null, approverRoleIds: [], version: 2 });
    expect(orderSettingsSchema.parse(off.json())).toMatchObject({ approvalThreshold: null, version: 3 });
    expect((await place(h, bigOrder(options))).json()).toMatchObject({ status: 'submitted' });
  });
});

// Idempotency-Key of POST /orders: required, a replay answers the same order, concurrent twins
// make one order, and a key used for another request is refused.
import { randomUUID } from 'node:crypto';
import type { OrderFormOptions } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createHarness, type Harness } from '../../testing/harness';
import { bigOrder, fieldsOf, formOptions, place, smallOrder } from './order-testing';

let h: Harness;
let options: OrderFormOptions;
beforeAll(async () => {
  h = await createHarness();
  options = await formOptions(h);
});
afterAll(() => h.close());

describe('POST /api/overview/orders: Idempotency-Key', () => {
  const ordersOfKey = (key: string) => countRows(h.database, `SELECT count(*) AS n FROM idempotency_keys WHERE key = '${key}'`);

  it('is required and must be a UUID', async () => {
    const headers = await h.as('ben@northwind.test', 'northwind-bouw');
    for (const bad of [undefined, 'not-a-uuid']) {
      const res = await h.app.inject({ method: 'POST', url: '/api/overview/orders', headers: { ...headers, ...(bad ? { 'idempotency-key': bad } : {}) }, payload: smallOrder(options) });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['idempotency-key']);
    }
  });

  it('answers a replay with the same order (201 again, Idempotent-Replayed) and creates one order', async () => {
    const key = randomUUID();
    const before = await countRows(h.database, 'SELECT count(*) AS n FROM orders');
    const first = await place(h, smallOrder(options), { key });
    const again = await place(h, { ...smallOrder(options) }, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countRows(h.database, 'SELECT count(*) AS n FROM orders')).toBe(before + 1);
  });

  it('creates one order for concurrent identical requests', async () => {
    const key = randomUUID();
    const before = await countRows(h.database, 'SELECT count(*) AS n FROM orders');
    const answers = await Promise.all([1, 2, 3].map(() => place(h, smallOrder(options), { key })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await countRows(h.database, 'SELECT count(*) AS n FROM orders')).toBe(before + 1);
    expect(await ordersOfKey(key)).toBe(1);
  });

  it('refuses the same key with another body (422 idempotency_key_reused)', async () => {
    const key = randomUUID();
    expect((await place(h, smallOrder(options), { key })).statusCode).toBe(201);
    const res = await place(h, smallOrder(options, { poReference: 'PO-OTHER' }), { key });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'idempotency_key_reused' });
    // The same key for another client is another request too.
    const infra = await formOptions(h, 'anna@northwind.test', 'northwind-infra');
    const other = await place(h, smallOrder(infra), { key, email: 'anna@northwind.test', client: 'northwind-infra' });
    expect(other.statusCode).toBe(201);
  });

  it('places an order above the threshold as awaiting_approval', async () => {
    const res = await place(h, bigOrder(options));
    expect(res.json()).toMatchObject({ status: 'awaiting_approval' });
  });
});

// The off-hire race and the Idempotency-Key: two off-hires at the same moment for the last unit
// stop it once; lines locked in id order never deadlock; a retried create makes one request. On
// PGlite transactions take turns; `test:pg` (scripts/with-postgres.sh) runs the same on a server.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createHarness, type Harness } from '../../testing/harness';
import { formOptions, place, smallOrder } from '../order/order-testing';
import { dayFromToday, fieldsOf, line, openLines, send } from './request-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const stop = (lines: { contractLineId: number; quantity: number }[]) => ({ type: 'off_hire', offHireDate: dayFromToday(0), lines });

describe('two off-hires at the same moment', () => {
  it('stop the last unit once: one succeeds, the other is told nothing is left', async () => {
    const [target] = await openLines(h, 'FL-05011');
    // Leave exactly one unit on rent.
    expect((await send(h, stop([{ contractLineId: target!.id, quantity: target!.onRentQuantity - 1 }]))).statusCode).toBe(201);
    const answers = await Promise.all([1, 2].map(() => send(h, stop([{ contractLineId: target!.id, quantity: 1 }]))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().code).toBe('quantity_changed');
    expect(loser.json().errors).toEqual([{ field: 'lines.0.quantity', message: 'Nothing of this line is on rent any more' }]);
    expect(await line(h, target!.id)).toBeUndefined();
    const stopped = await countRows(h.database, `SELECT sum(rl.quantity) AS n FROM request_lines rl JOIN requests r ON r.id = rl.request_id WHERE rl.contract_line_id = ${target!.id} AND r.status <> 'rejected'`);
    expect(stopped).toBe(target!.quantity);
  });

  it('of many at once never stop more than is on rent', async () => {
    const [target] = await openLines(h, 'FL-05013');
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(h, stop([{ contractLineId: target!.id, quantity: 1 }]))));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(target!.onRentQuantity);
    for (const r of answers.filter((a) => a.statusCode !== 201)) expect(fieldsOf(r)).toEqual(['lines.0.quantity']);
  });

  it('on the same lines in opposite orders do not deadlock', async () => {
    const lines = (await openLines(h)).filter((l) => l.onRentQuantity >= 4).slice(0, 2);
    expect(lines).toHaveLength(2);
    const [a, b] = lines as [(typeof lines)[0], (typeof lines)[0]];
    const answers = await Promise.all([
      send(h, stop([{ contractLineId: a.id, quantity: 1 }, { contractLineId: b.id, quantity: 1 }])),
      send(h, stop([{ contractLineId: b.id, quantity: 1 }, { contractLineId: a.id, quantity: 1 }])),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await line(h, a.id))!.onRentQuantity).toBe(a.onRentQuantity - 2);
  });
});

describe('Idempotency-Key', () => {
  const other = { type: 'other', subject: 'Hello', description: 'Just saying hello.' };

  it('is required and must be a UUID', async () => {
    const headers = await h.as('anna@northwind.test', 'northwind-bouw');
    for (const bad of [undefined, 'not-a-uuid']) {
      const res = await h.app.inject({ method: 'POST', url: '/api/request/requests', headers: { ...headers, ...(bad ? { 'idempotency-key': bad } : {}) }, payload: other });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['idempotency-key']);
    }
  });

  it('answers a replay with the same request (201, Idempotent-Replayed) and creates one', async () => {
    const key = randomUUID();
    const before = await countRows(h.database, 'SELECT count(*) AS n FROM requests');
    const first = await send(h, other, { key });
    const again = await send(h, { ...other }, { key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countRows(h.database, 'SELECT count(*) AS n FROM requests')).toBe(before + 1);
  });

  it('creates one off-hire for concurrent twins, even for the last unit (the twin is answered, not refused)', async () => {
    const [target] = await openLines(h);
    const key = randomUUID();
    const body = stop([{ contractLineId: target!.id, quantity: target!.onRentQuantity }]);
    const answers = await Promise.all([1, 2, 3].map(() => send(h, body, { key })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().reference)).size).toBe(1);
    expect(await countRows(h.database, `SELECT count(*) AS n FROM idempotency_keys WHERE key = '${key}'`)).toBe(1);
  });

  it('refuses the same key with another body (422 idempotency_key_reused), also one used for an order', async () => {
    const key = randomUUID();
    expect((await send(h, other, { key })).statusCode).toBe(201);
    const res = await send(h, { ...other, subject: 'Something else' }, { key });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'idempotency_key_reused' });
    // One table of keys for both creates: a key that placed an order cannot send a request.
    const orderKey = randomUUID();
    expect((await place(h, smallOrder(await formOptions(h)), { key: orderKey, email: 'anna@northwind.test' })).statusCode).toBe(201);
    expect((await send(h, other, { key: orderKey })).json()).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });
});

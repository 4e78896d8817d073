// One id from the request to the mail it wrote (issue 36 point 5): the answer names it, the outbox
// row keeps it for the delivery worker's log lines, and a load balancer's own id is kept when sane.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const forgot = (email: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: '/api/public/profiles/password/forgot', headers, payload: { email } });
const latestMailRequestId = async (recipient: string) =>
  ((await h.database.db.execute(sql`SELECT request_id FROM outbox WHERE recipient = ${recipient} ORDER BY id DESC LIMIT 1`)) as unknown as { rows: { request_id: string | null }[] }).rows[0]?.request_id;

describe('request ids', () => {
  it('keeps the load balancer\'s X-Request-Id in the answer and on the mail the request wrote', async () => {
    const res = await forgot('anna@northwind.test', { 'x-request-id': 'lb-7f3a-0001' });
    expect(res.statusCode).toBe(202);
    expect(res.headers['x-request-id']).toBe('lb-7f3a-0001');
    expect(await latestMailRequestId('anna@northwind.test')).toBe('lb-7f3a-0001');
  });

  it('gives a request without a sane id a fresh UUID, the same on its mail', async () => {
    const res = await forgot('ben@northwind.test', { 'x-request-id': '<script>alert(1)</script>' });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(await latestMailRequestId('ben@northwind.test')).toBe(id);
    const other = await h.app.inject({ url: '/api/health/live' });
    expect(other.headers['x-request-id']).toMatch(UUID);
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('leaves a mail written outside a request without one', async () => {
    await h.database.db.insert(outbox).values({ recipient: 'job@example.test', subject: 'From a job', body: 'Body' });
    expect(await latestMailRequestId('job@example.test')).toBeNull();
  });
});

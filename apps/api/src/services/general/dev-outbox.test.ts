import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';

describe('the local mailbox', () => {
  let local: Harness;
  let prod: Harness;
  let container: Harness;
  beforeAll(async () => {
    [local, prod, container] = await Promise.all([
      createHarness({ config: { env: 'local', host: '127.0.0.1' } }),
      createHarness({ config: { env: 'prod' } }),
      // APP_ENV unset reads as local: listening beyond loopback must still keep the mailbox shut.
      createHarness({ config: { env: 'local', host: '0.0.0.0' } }),
    ]);
  });
  afterAll(async () => Promise.all([local?.close(), prod?.close(), container?.close()]));

  it('shows a reset mail with its link to whom it was sent, newest first, in the local demo on loopback only', async () => {
    const forgot = (h: Harness) => h.app.inject({ method: 'POST', url: '/api/public/profiles/password/forgot', headers: { 'x-opco': 'nl' }, payload: { email: 'ben@northwind.test' } });
    expect((await forgot(local)).statusCode).toBe(202);
    const res = await local.app.inject({ method: 'GET', url: '/api/dev/outbox?to=BEN@northwind.test' });
    expect(res.statusCode).toBe(200);
    const { mails } = res.json() as { mails: { to: string; subject: string; body: string }[] };
    expect(mails[0]?.to).toBe('ben@northwind.test');
    expect(mails[0]?.body).toMatch(/\/auth\/reset-password\?token=/);
    expect(mails.every((m) => m.to === 'ben@northwind.test')).toBe(true);

    expect((await forgot(prod)).statusCode).toBe(202);
    expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await container.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});

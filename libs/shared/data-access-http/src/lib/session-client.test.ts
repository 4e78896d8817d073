import { describe, expect, it } from 'vitest';
import type { ApiClient } from './api-context';
import { createCallTestServer } from './call-test-server';
import type { Session } from './session';
import { OtherClientError, sessionClient } from './session-client';

const { base, seen, server, api, answer, useTestServer } = createCallTestServer('http://api.test/api', 'apiUrl');
useTestServer();
const unbound: ApiClient = api;

const sessionFor = (uuid: string): Session => ({
  user: { id: 1 },
  client: { uuid, id: 1, name: 'Northwind', showPrices: true },
  rights: [],
  modules: ['order'],
});
const session = sessionFor('5eed0000-0000-4000-8000-000000000001');
const other = '5eed0000-0000-4000-8000-000000000002';

describe('the API client bound to a session', () => {
  it('sends every call as the session client without the caller naming it', async () => {
    server.use(answer('get', '/contracts', {}), answer('post', '/orders', {}), answer('put', '/orders/1', {}), answer('patch', '/orders/1', {}));
    const { http } = sessionClient(api, session);
    await http.get(`${base}/contracts`, { params: { page: 2 } });
    await http.post(`${base}/orders`, { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    await http.put(`${base}/orders/1`, { a: 2 });
    await http.patch(`${base}/orders/1`, { a: 3 });
    expect(seen.map((s) => s.client)).toEqual(Array(4).fill(session.client.uuid));
    expect(seen[0]!.url.searchParams.get('page')).toBe('2');
    expect(seen[1]).toMatchObject({ key: 'k-1', body: { a: 1 } });
  });

  it('refuses a call that names another client, before anything is sent', async () => {
    server.use(answer('get', '/contracts', {}), answer('post', '/orders', {}));
    const { http } = sessionClient(api, session);
    await expect(http.get(`${base}/contracts`, { headers: { 'x-corporate-client': other } })).rejects.toBeInstanceOf(OtherClientError);
    await expect(http.post(`${base}/orders`, {}, { headers: { 'X-Corporate-Client': other } })).rejects.toBeInstanceOf(OtherClientError);
    expect(seen).toEqual([]);
  });

  it('addresses another client only through that client’s session', async () => {
    server.use(answer('get', '/contracts', {}));
    await sessionClient(api, sessionFor(other)).http.get(`${base}/contracts`);
    expect(seen.map((s) => s.client)).toEqual([other]);
  });

  it('is bound once per session', () => {
    expect(sessionClient(api, session)).toBe(sessionClient(api, session));
    expect(sessionClient(api, session)).not.toBe(sessionClient(api, sessionFor(other)));
    expect(sessionClient(api, session).config).toBe(unbound.config);
  });
});

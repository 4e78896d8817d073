import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientHooks } from './http-client';

const api = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<HttpClientHooks> = {}) {
  const hooks: HttpClientHooks = {
    corporateClientUuid: () => 'client-uuid',
    opCo: () => 'be',
    accessToken: () => 'token-1',
    apiOrigins: ['http://api.test', 'http://usermgmt.api.test'],
    refreshAccessToken: vi.fn(async () => 'token-2'),
    onSessionExpired: vi.fn(),
    sleep: vi.fn(async () => undefined),
    ...overrides,
  };
  return { http: createHttpClient(hooks), hooks };
}

const echoHeaders = (path: string) =>
  http.get(`${api}${path}`, ({ request }) => HttpResponse.json(Object.fromEntries(request.headers.entries())));

describe('http client headers', () => {
  it('adds the corporate client header and the token to ordinary calls', async () => {
    server.use(echoHeaders('/global-actions'));
    const { data } = await client().http.get(`${api}/global-actions`);
    expect(data['x-corporate-client']).toBe('client-uuid');
    expect(data.authorization).toBe('Bearer token-1');
    expect(data['x-opco']).toBeUndefined();
  });

  it('keeps the client header of a call made for a given client (the uuid its query key carries)', async () => {
    server.use(echoHeaders('/contracts'));
    const { data } = await client().http.get(`${api}/contracts`, { headers: { 'X-Corporate-Client': 'other-uuid' } });
    expect(data['x-corporate-client']).toBe('other-uuid');
  });

  it('leaves pass-through URLs without the client header', async () => {
    server.use(echoHeaders('/corporate-clients'), echoHeaders('/i18n/product-translations'));
    const { http: h } = client();
    expect((await h.get(`${api}/corporate-clients`)).data['x-corporate-client']).toBeUndefined();
    expect((await h.get(`${api}/i18n/product-translations`)).data['x-corporate-client']).toBeUndefined();
  });

  it('omits the client header when no client is selected', async () => {
    server.use(echoHeaders('/global-actions'));
    const { data } = await client({ corporateClientUuid: () => null }).http.get(`${api}/global-actions`);
    expect(data['x-corporate-client']).toBeUndefined();
  });

  it('adds X-Opco on user management and password URLs when configured', async () => {
    server.use(echoHeaders('/usermgmt/profile'), echoHeaders('/public/profiles/password/forgot'));
    const { http: h } = client();
    expect((await h.get(`${api}/usermgmt/profile`)).data['x-opco']).toBe('be');
    expect((await h.get(`${api}/public/profiles/password/forgot`)).data['x-opco']).toBe('be');
    const unset = client({ opCo: () => null }).http;
    expect((await unset.get(`${api}/usermgmt/profile`)).data['x-opco']).toBeUndefined();
  });
});

describe('the access token', () => {
  it('goes to every configured API origin', async () => {
    server.use(echoHeaders('/global-actions'), http.get('http://usermgmt.api.test/api/usermgmt/profile', ({ request }) => HttpResponse.json({ authorization: request.headers.get('authorization') })));
    const { http: h } = client();
    expect((await h.get(`${api}/global-actions`)).data.authorization).toBe('Bearer token-1');
    expect((await h.get('http://usermgmt.api.test/api/usermgmt/profile')).data.authorization).toBe('Bearer token-1');
  });

  it('never goes to another origin, however the URL is written', async () => {
    const seen: (string | null)[] = [];
    const capture = ({ request }: { request: Request }) => (seen.push(request.headers.get('authorization')), HttpResponse.json({}));
    server.use(http.get('http://evil.test/*', capture), http.get('https://api.test/*', capture), http.get('http://api.test:8080/*', capture));
    const { http: h } = client();
    // (A protocol-relative `//evil.test` is resolved against the page: request-rules.test.ts.)
    for (const url of ['http://evil.test/steal', 'https://api.test/api/global-actions', 'http://api.test:8080/api/global-actions', 'http://api.test@evil.test/steal']) {
      await h.get(url);
    }
    expect(seen).toHaveLength(4);
    // (axios turns the userinfo of the last URL into Basic credentials of its own; never our token.)
    expect(seen.filter((value) => value?.includes('token-1'))).toEqual([]);
  });
});

describe('http client retries', () => {
  it('retries a 504 up to 5 times with growing delays, then passes the error on', async () => {
    const calls = vi.fn();
    server.use(http.get(`${api}/slow`, () => (calls(), new HttpResponse(null, { status: 504 }))));
    const { http: h, hooks } = client();
    await expect(h.get(`${api}/slow`)).rejects.toMatchObject({ response: { status: 504 } });
    expect(calls).toHaveBeenCalledTimes(6);
    expect(vi.mocked(hooks.sleep!).mock.calls.map(([ms]) => ms)).toEqual([500, 1000, 1500, 2000, 2500]);
  });

  it('succeeds when a retry does', async () => {
    let n = 0;
    server.use(http.get(`${api}/flaky`, () => (++n < 3 ? new HttpResponse(null, { status: 504 }) : HttpResponse.json({ ok: true }))));
    expect((await client().http.get(`${api}/flaky`)).data).toEqual({ ok: true });
  });

  it('retries a POST only when it carries an Idempotency-Key (the API may have acted before the gateway gave up)', async () => {
    const calls = vi.fn();
    server.use(http.post(`${api}/orders`, ({ request }) => (calls(request.headers.get('idempotency-key')), new HttpResponse(null, { status: 504 }))));
    const { http: h } = client();
    await expect(h.post(`${api}/orders`, {})).rejects.toMatchObject({ response: { status: 504 } });
    expect(calls).toHaveBeenCalledTimes(1);
    calls.mockClear();
    await expect(h.post(`${api}/orders`, {}, { headers: { 'Idempotency-Key': 'k-1' } })).rejects.toMatchObject({ response: { status: 504 } });
    expect(calls).toHaveBeenCalledTimes(6);
    expect(calls.mock.calls.every(([key]) => key === 'k-1')).toBe(true);
  });

  it('does not retry other errors', async () => {
    const calls = vi.fn();
    server.use(http.get(`${api}/broken`, () => (calls(), new HttpResponse(null, { status: 502 }))));
    await expect(client().http.get(`${api}/broken`)).rejects.toBeTruthy();
    expect(calls).toHaveBeenCalledTimes(1);
  });
});

describe('http client on 401', () => {
  it('refreshes once and repeats the call with the new token', async () => {
    let token = 'token-1';
    server.use(
      http.get(`${api}/rights`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer token-2' ? HttpResponse.json({ ok: 1 }) : new HttpResponse(null, { status: 401 }),
      ),
    );
    const { http: h, hooks } = client({
      accessToken: () => token,
      refreshAccessToken: vi.fn(async () => (token = 'token-2')),
    });
    expect((await h.get(`${api}/rights`)).data).toEqual({ ok: 1 });
    expect(hooks.refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh fails, without looping', async () => {
    const calls = vi.fn();
    server.use(http.get(`${api}/rights`, () => (calls(), new HttpResponse(null, { status: 401 }))));
    const { http: h, hooks } = client({ refreshAccessToken: vi.fn(async () => null) });
    await expect(h.get(`${api}/rights`)).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toHaveBeenCalledTimes(1);
    expect(hooks.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('refreshes at most once when the new token is refused too', async () => {
    const calls = vi.fn();
    server.use(http.get(`${api}/rights`, () => (calls(), new HttpResponse(null, { status: 401 }))));
    const { http: h, hooks } = client();
    await expect(h.get(`${api}/rights`)).rejects.toBeTruthy();
    expect(calls).toHaveBeenCalledTimes(2);
    expect(hooks.refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the login call itself', async () => {
    server.use(http.post(`${api}/auth/login`, () => new HttpResponse(null, { status: 401 })));
    const { http: h, hooks } = client();
    await expect(h.post(`${api}/auth/login`, {})).rejects.toBeTruthy();
    expect(hooks.refreshAccessToken).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { Http } from '@portal/shared-data-access-http';
import { createAuthApi, signInClientListMaxAgeMs } from './auth-api';
import { createTokenStore } from './token-store';

const token = { data: { accessToken: 'new-token', tokenType: 'Bearer', expiresIn: 600 } };
/** How axios fails a call the API answered with 401 (a call that got no answer has no `response`). */
const refused = () => Object.assign(new Error('401'), { isAxiosError: true, response: { status: 401, data: { code: 'refresh_token_reused' } } });

describe('auth api', () => {
  it('keeps the access token in memory after login', async () => {
    const http = { post: vi.fn(async () => token) } as unknown as Http;
    const tokens = createTokenStore();
    await createAuthApi(http, '/api', tokens).login({ email: 'a@b.test', password: 'x' });
    expect(tokens.get()).toBe('new-token');
  });

  it('refuses a token answer that is not the contract, and keeps no token from it', async () => {
    const tokens = createTokenStore();
    const post = vi.fn(async () => ({ data: { accessToken: 'odd-token', expiresIn: 600 } }));
    const api = createAuthApi({ post } as unknown as Http, '/api', tokens);
    await expect(api.login({ email: 'a@b.test', password: 'x' })).rejects.toThrow(/tokenType/);
    expect(await api.refresh()).toBeNull();
    expect(tokens.get()).toBeNull();
  });

  it('keeps the token an invitation\'s password answers with (signed in), and none after a reset', async () => {
    const tokens = createTokenStore();
    const post = vi.fn(async () => ({ status: 200, ...token }));
    const body = { token: 't'.repeat(20), password: 'a-fresh-secret-42', language: 'pl' as const };
    expect(await createAuthApi({ post } as unknown as Http, '/api', tokens).resetPassword(body)).toBe('signedIn');
    expect(tokens.get()).toBe('new-token');
    expect(post).toHaveBeenCalledWith('/api/public/profiles/password/reset', body, { withCredentials: true });
    const afterReset = createTokenStore();
    const noContent = vi.fn(async () => ({ status: 204, data: null }));
    expect(await createAuthApi({ post: noContent } as unknown as Http, '/api', afterReset).resetPassword(body)).toBe('changed');
    expect(afterReset.get()).toBeNull();
  });

  it('shares one refresh between parallel callers', async () => {
    let resolve: (v: typeof token) => void = () => undefined;
    const post = vi.fn(() => new Promise<typeof token>((r) => (resolve = r)));
    const api = createAuthApi({ post } as unknown as Http, '/api', createTokenStore());
    const both = Promise.all([api.refresh(), api.refresh()]);
    await Promise.resolve();
    resolve(token);
    expect(await both).toEqual(['new-token', 'new-token']);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('marks refresh and logout as calls of the portal itself (X-Requested-With), which the API requires', async () => {
    const post = vi.fn(async () => token);
    const api = createAuthApi({ post } as unknown as Http, '/api', createTokenStore());
    await api.refresh();
    await api.logout();
    expect(post.mock.calls).toEqual([
      ['/api/auth/refresh', undefined, { withCredentials: true, headers: { 'X-Requested-With': 'XMLHttpRequest' } }],
      ['/api/auth/logout', undefined, { withCredentials: true, headers: { 'X-Requested-With': 'XMLHttpRequest' } }],
    ]);
  });

  it('forgets the token when the refresh is refused', async () => {
    const tokens = createTokenStore();
    tokens.set('old');
    const http = { post: vi.fn(async () => Promise.reject(refused())) } as unknown as Http;
    expect(await createAuthApi(http, '/api', tokens).refresh()).toBeNull();
    expect(tokens.get()).toBeNull();
  });

  describe('a refresh whose answer never arrived (issue 31)', () => {
    const lost = () => Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });

    it('is asked once more, with the cookie the browser still holds, and the session goes on', async () => {
      const post = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce(token);
      const tokens = createTokenStore();
      expect(await createAuthApi({ post } as unknown as Http, '/api', tokens).refresh()).toBe('new-token');
      expect(post).toHaveBeenCalledTimes(2);
      expect(post.mock.calls[1]).toEqual(['/api/auth/refresh', undefined, { withCredentials: true, headers: { 'X-Requested-With': 'XMLHttpRequest' } }]);
      expect(tokens.get()).toBe('new-token');
    });

    it('only once: a second lost answer ends signed out', async () => {
      const post = vi.fn(async () => Promise.reject(lost()));
      expect(await createAuthApi({ post } as unknown as Http, '/api', createTokenStore()).refresh()).toBeNull();
      expect(post).toHaveBeenCalledTimes(2);
    });

    it('not after an answer: a refusal stands', async () => {
      const post = vi.fn(async () => Promise.reject(refused()));
      expect(await createAuthApi({ post } as unknown as Http, '/api', createTokenStore()).refresh()).toBeNull();
      expect(post).toHaveBeenCalledTimes(1);
    });
  });

  it('hands over the client list a refresh answered with, once and only while fresh (issue 14)', async () => {
    const clients = [{ id: 1, externalUuid: '5eed0000-0000-4000-8000-000000000001', name: 'Northwind Bouw B.V.', showPrices: true, opCo: 'nl' as const }];
    const post = vi.fn(async () => ({ data: { ...token.data, corporateClients: clients } }));
    let time = 1_000;
    const api = createAuthApi({ post } as unknown as Http, '/api', createTokenStore(), () => time);
    await api.refresh();
    expect(api.takeClientList()).toEqual(clients);
    expect(api.takeClientList()).toBeUndefined(); // once: a later change of client asks the API

    await api.refresh();
    time += signInClientListMaxAgeMs + 1;
    expect(api.takeClientList()).toBeUndefined(); // stale

    post.mockResolvedValueOnce(token as never);
    await api.refresh();
    expect(api.takeClientList()).toBeUndefined(); // an answer without the list

    time = 1_000;
    await api.refresh();
    await api.logout();
    expect(api.takeClientList()).toBeUndefined(); // signed out: never the next user's start
    await api.refresh();
    post.mockRejectedValueOnce(refused());
    await api.refresh();
    expect(api.takeClientList()).toBeUndefined(); // a refused refresh ends the session
  });

  describe('a refresh index.html started before the app arrived (issue 14)', () => {
    const early = (answer: { status: number; body: unknown; at?: number } | null) => Promise.resolve(answer);

    it('is taken over by the first refresh, which posts nothing itself (the cookie has rotated)', async () => {
      const post = vi.fn(async () => ({ data: { ...token.data, accessToken: 'later-token' } }));
      const tokens = createTokenStore();
      const api = createAuthApi({ post } as unknown as Http, '/api', tokens, Date.now, early({ status: 200, body: token.data }));
      expect(await Promise.all([api.refresh(), api.refresh()])).toEqual(['new-token', 'new-token']);
      expect(post).not.toHaveBeenCalled();
      expect(tokens.get()).toBe('new-token');
      // Only once: the next refresh asks the API.
      expect(await api.refresh()).toBe('later-token');
      expect(post).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['a refusal (401)', 401],
      ['a server error, after which the cookie may have rotated all the same', 503],
      ['a rate limit', 429],
    ])('ends signed out after %s, without posting the cookie again', async (_, status) => {
      const post = vi.fn(async () => token);
      const api = createAuthApi({ post } as unknown as Http, '/api', createTokenStore(), Date.now, early({ status, body: null }));
      expect(await api.refresh()).toBeNull();
      expect(post).not.toHaveBeenCalled();
    });

    it.each([
      ['it was never sent (no usable configuration)', () => early(null)],
      ['it succeeded without a readable token (the browser holds the new cookie)', () => early({ status: 200, body: null })],
      ['the promise failed', () => Promise.reject(new TypeError('offline'))],
      // The API still takes the cookie it just replaced, for a few seconds (issue 31).
      ['it got no answer at all (sent, the connection lost)', () => early({ status: 0, body: null })],
    ])('asks the usual way when %s', async (_, answer) => {
      const post = vi.fn(async () => token);
      const api = createAuthApi({ post } as unknown as Http, '/api', createTokenStore(), Date.now, answer());
      expect(await api.refresh()).toBe('new-token');
      expect(post).toHaveBeenCalledTimes(1);
    });

    it('keeps the client list it carried as fresh as its arrival, not its adoption', async () => {
      const clients = [{ id: 1, externalUuid: '5eed0000-0000-4000-8000-000000000001', name: 'Northwind Bouw B.V.', showPrices: true, opCo: 'nl' as const }];
      const arrived = 1_000;
      const answer = early({ status: 200, body: { ...token.data, corporateClients: clients }, at: arrived });
      const fresh = createAuthApi({ post: vi.fn() } as unknown as Http, '/api', createTokenStore(), () => arrived + signInClientListMaxAgeMs, answer);
      await fresh.refresh();
      expect(fresh.takeClientList()).toEqual(clients);
      const late = createAuthApi({ post: vi.fn() } as unknown as Http, '/api', createTokenStore(), () => arrived + signInClientListMaxAgeMs + 1, answer);
      await late.refresh();
      expect(late.takeClientList()).toBeUndefined();
    });
  });
});

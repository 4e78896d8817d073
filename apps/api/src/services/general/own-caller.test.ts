// Refresh and logout act on the refresh cookie alone, so only the portal itself may call them: a
// page elsewhere that makes the browser post to them (a form, a fetch without CORS) is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownCallerHeaders } from '../../auth/csrf';
import { createOriginPolicy, hostAllowed } from '../../http/origins';
import { createHarness, DEMO_PASSWORD, type Harness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const signIn = async () => {
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'anna@northwind.test', password: DEMO_PASSWORD } });
  return String(res.headers['set-cookie']).split(';')[0]!;
};
const post = (route: 'refresh' | 'logout', headers: Record<string, string>) => h.app.inject({ method: 'POST', url: `/api/auth/${route}`, headers });

describe('refresh and logout', () => {
  it.each(['refresh', 'logout'] as const)('%s: refuses a call with neither X-Requested-With nor an Origin of ours', async (route) => {
    const cookie = await signIn();
    const res = await post(route, { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'missing_requested_with' });
    // The session is untouched: the portal's own refresh still works.
    expect((await post('refresh', { cookie, ...ownCallerHeaders })).statusCode).toBe(200);
  });

  it.each(['refresh', 'logout'] as const)('%s: refuses a foreign Origin, even with the header (a cross-site form or fetch)', async (route) => {
    const cookie = await signIn();
    for (const origin of ['https://evil.example', 'http://localhost.evil.example:4200', 'null', 'https://localhost:4200']) {
      const res = await post(route, { cookie, origin, ...ownCallerHeaders });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toMatchObject({ code: 'foreign_origin' });
    }
    expect((await post('refresh', { cookie, ...ownCallerHeaders })).statusCode).toBe(200);
  });

  it('accepts the header, or an Origin of one of our portals', async () => {
    const cookie = await signIn();
    const refreshed = await post('refresh', { cookie, 'x-requested-with': 'XMLHttpRequest' });
    expect(refreshed.statusCode).toBe(200);
    const next = String(refreshed.headers['set-cookie']).split(';')[0]!;
    const viaOrigin = await post('refresh', { cookie: next, origin: 'http://be.localhost:4200' });
    expect(viaOrigin.statusCode).toBe(200);
    const last = String(viaOrigin.headers['set-cookie']).split(';')[0]!;
    expect((await post('logout', { cookie: last, origin: 'http://localhost:4200' })).statusCode).toBe(204);
    expect((await post('refresh', { cookie: last, ...ownCallerHeaders })).statusCode).toBe(401);
  });

  it('documents the header in the API description', async () => {
    const doc = (await h.app.inject('/api/openapi.json')).json() as { paths: Record<string, { post: { parameters?: { name: string; in: string }[] } }> };
    for (const path of ['/api/auth/refresh', '/api/auth/logout']) {
      expect(doc.paths[path]!.post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'x-requested-with', in: 'header' })]));
    }
  });
});

describe('origin policy', () => {
  const policy = createOriginPolicy({ publicBaseUrl: 'https://portal.atlas-rental.nl', allowedHosts: ['portal.atlas-rental.nl', '*.atlas-rental.be'] });

  it('knows our own origins by scheme and allowed host', () => {
    expect(policy.isOwnOrigin('https://portal.atlas-rental.nl')).toBe(true);
    expect(policy.isOwnOrigin('https://portal.atlas-rental.be')).toBe(true);
    expect(policy.isOwnOrigin('http://portal.atlas-rental.be')).toBe(false);
    expect(policy.isOwnOrigin('https://atlas-rental.be')).toBe(false);
    expect(policy.isOwnOrigin('https://portal.atlas-rental.be.evil.example')).toBe(false);
    expect(policy.isOwnOrigin('https://portal.atlas-rental.nl/path')).toBe(false);
    expect(policy.isOwnOrigin('null')).toBe(false);
  });

  it('compares the port too: another port on our host is another origin (issue 31)', () => {
    expect(policy.isOwnOrigin('https://portal.atlas-rental.be:8443')).toBe(false);
    expect(policy.isOwnOrigin('https://portal.atlas-rental.nl:443')).toBe(false); // a browser never sends the default port
    const local = createOriginPolicy({ publicBaseUrl: 'http://localhost:4200', allowedHosts: ['localhost', '*.localhost'] });
    expect(local.isOwnOrigin('http://localhost:4200')).toBe(true);
    expect(local.isOwnOrigin('http://be.localhost:4200')).toBe(true);
    expect(local.isOwnOrigin('http://localhost:9999')).toBe(false);
    expect(local.isOwnOrigin('http://localhost')).toBe(false);
  });

  it('matches a wildcard on whole labels only', () => {
    expect(hostAllowed('be.localhost', ['*.localhost'])).toBe(true);
    expect(hostAllowed('a.b.localhost', ['*.localhost'])).toBe(true);
    expect(hostAllowed('localhost', ['*.localhost'])).toBe(false);
    expect(hostAllowed('evillocalhost', ['*.localhost'])).toBe(false);
  });
});

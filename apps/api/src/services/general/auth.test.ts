import { sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@portal/shared-api-contract';
import { ownCallerHeaders } from '../../auth/csrf';
import { afterGraceWindow } from '../usermgmt/session-testing';
import { createHarness, DEMO_PASSWORD, type Harness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ limits: { loginFailures: 5 } });
});
afterAll(() => h.close());

const login = (email: string, password = DEMO_PASSWORD, ip = '10.0.0.1') =>
  h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;
const refresh = (cookie: string) => h.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie, ...ownCallerHeaders } });

describe('login', () => {
  it('issues a short-lived ES256 access token and a strict refresh cookie', async () => {
    const res = await login('anna@northwind.test');
    expect(res.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(res.json());
    expect(body.expiresIn).toBeGreaterThanOrEqual(600);
    expect(body.expiresIn).toBeLessThanOrEqual(900);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^atlas_rt=[\w-]{40,};/);
    for (const attr of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/api/auth']) expect(cookie).toContain(attr);
    expect(res.headers['cache-control']).toBe('no-store');

    const jwks = (await h.app.inject('/api/.well-known/jwks.json')).json();
    const { payload, protectedHeader } = await jwtVerify(body.accessToken, createLocalJWKSet(jwks), { audience: 'atlas-portal' });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ sub: '1', aud: 'atlas-portal', iss: expect.any(String), exp: expect.any(Number) });
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const unknown = await login('nobody@northwind.test', 'whatever', '10.0.0.2');
    const wrong = await login('ben@northwind.test', 'wrong-password', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials', status: 401 });
  });

  it('accepts the email in any case and with spaces', async () => {
    expect((await login('  ANNA@Northwind.test ')).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After after five failures for one email and IP, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('rita@requestonly.test', 'nope', '10.0.0.3')).statusCode).toBe(401);
    const blocked = await login('rita@requestonly.test', DEMO_PASSWORD, '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: 'too_many_attempts' });
    // Another IP (or another account) is not locked out by this one.
    expect((await login('rita@requestonly.test', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh cookie on every refresh', async () => {
    const first = cookieOf(await login('axel@assetonly.test'));
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    tokenResponseSchema.parse(res.json());
    const second = cookieOf(res);
    expect(second).not.toBe(first);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('answers login and refresh with the user\'s own clients, as GET /corporate-clients lists them (issue 14)', async () => {
    const signIn = await login('anna@northwind.test', DEMO_PASSWORD, '10.0.0.7');
    const onLogin = tokenResponseSchema.parse(signIn.json());
    const listed = (await h.app.inject({ method: 'GET', url: '/api/corporate-clients', headers: { authorization: `Bearer ${onLogin.accessToken}` } })).json();
    // Anna is a member of two clients; nobody else's appear.
    expect(onLogin.corporateClients?.map((c) => c.name)).toEqual(['Northwind Bouw B.V.', 'Northwind Infra B.V.']);
    expect(onLogin.corporateClients).toEqual(listed);
    const onRefresh = tokenResponseSchema.parse((await refresh(cookieOf(signIn))).json());
    expect(onRefresh.corporateClients).toEqual(listed);

    const ben = tokenResponseSchema.parse((await refresh(cookieOf(await login('ben@northwind.test', DEMO_PASSWORD, '10.0.0.8')))).json());
    expect(ben.corporateClients?.map((c) => c.name)).toEqual(['Northwind Bouw B.V.']);
  });

  it('answers with the list as it is after a change of membership, not a cached one', async () => {
    const signIn = await login('anna@northwind.test', DEMO_PASSWORD, '10.0.0.9');
    expect(tokenResponseSchema.parse(signIn.json()).corporateClients).toHaveLength(2);
    const infra = sql`(SELECT id FROM corporate_clients WHERE name = 'Northwind Infra B.V.')`;
    const anna = sql`(SELECT id FROM users WHERE email = 'anna@northwind.test')`;
    await h.database.db.execute(sql`UPDATE memberships SET active = false WHERE user_id = ${anna} AND client_id = ${infra}`);
    await h.app.ctx.tenants.clear();
    try {
      const after = tokenResponseSchema.parse((await refresh(cookieOf(signIn))).json());
      expect(after.corporateClients?.map((c) => c.name)).toEqual(['Northwind Bouw B.V.']);
    } finally {
      await h.database.db.execute(sql`UPDATE memberships SET active = true WHERE user_id = ${anna} AND client_id = ${infra}`);
      await h.app.ctx.tenants.clear();
    }
  });

  it('revokes the whole session family when a rotated token is reused after the grace window', async () => {
    const first = cookieOf(await login('nora@nomodules.test'));
    const second = cookieOf(await refresh(first));
    // Within the window it would still refresh (a lost answer: auth/refresh-grace.test.ts).
    await afterGraceWindow(h, { cookie: first });
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'refresh_token_reused' });
    expect(String(reuse.headers['set-cookie'])).toMatch(/atlas_rt=;/);
    // The thief's use also kills the legitimate, newer token.
    expect((await refresh(second)).statusCode).toBe(401);
    // Other sign-ins of the same user are not affected.
    expect((await refresh(cookieOf(await login('nora@nomodules.test')))).statusCode).toBe(200);
  });

  it('rejects a missing or unknown cookie', async () => {
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: ownCallerHeaders })).json()).toMatchObject({ status: 401, code: 'missing_refresh_token' });
    expect((await refresh('atlas_rt=made-up')).json()).toMatchObject({ status: 401, code: 'invalid_refresh_token' });
  });

  it('logout answers 204, clears the cookie and revokes the session', async () => {
    const cookie = cookieOf(await login('carl@blocked.test'));
    const res = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...ownCallerHeaders } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/atlas_rt=;.*Path=\/api\/auth/);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ownCallerHeaders })).statusCode).toBe(204);
  });
});

describe('access tokens', () => {
  it('rejects missing, malformed and tampered tokens with 401', async () => {
    const url = '/api/corporate-clients';
    expect((await h.app.inject(url)).json()).toMatchObject({ status: 401, code: 'missing_token' });
    const token = await h.token('anna@northwind.test');
    const [head, payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '2' })).toString('base64url');
    for (const bad of ['garbage', `${head}.${forged}.${sig}`, `${head}.${payload}.`]) {
      const res = await h.app.inject({ url, headers: { authorization: `Bearer ${bad}` } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('publishes discovery pointing at the JWKS, from the configured issuer whatever the Host header', async () => {
    const res = await h.app.inject({ url: '/api/.well-known/openid-configuration', headers: { host: 'attacker.example:4200' } });
    expect(res.json()).toMatchObject({
      issuer: 'http://localhost:4200/api',
      jwks_uri: 'http://localhost:4200/api/.well-known/jwks.json',
      token_endpoint: 'http://localhost:4200/api/auth/login',
      id_token_signing_alg_values_supported: ['ES256'],
    });
  });
});

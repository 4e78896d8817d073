// Finding 2 of issue 15: an access token is refused as soon as its sign-in ends (logout, password
// reset, password change, "sign out everywhere else", refresh-token reuse, deactivation) or the
// membership it is used for changes, even though its signature is valid for up to 10 minutes and
// cached. Two apps on one database stand for two processes; on PostgreSQL, see
// two-processes.test.ts for processes that share no memory.
import { importJWK, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signingKeys } from '../db/schema';
import { bearer, lastMail, memberByEmail, members, resetPassword, roleNamed, send, tokenOf } from '../services/company/people-testing';
import { afterGraceWindow, BASE, CHROME_ANDROID, refresh, refreshed, signIn, type Session } from '../services/usermgmt/session-testing';
import { clientUuid, createHarness, DEMO_PASSWORD, type Harness } from '../testing/harness';
import { ownCallerHeaders } from './csrf';
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_AUDIENCE } from './tokens';

let h: Harness;
/** A second app on the same database: what another process would be. */
let other: FastifyInstance;
beforeAll(async () => {
  h = await createHarness();
  other = await buildApp({ config: h.app.ctx.config, db: h.database.db, limits: { authPerIpPerMinute: 10_000 } });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await h.close();
});

const NEW_PASSWORD = 'Lantern-orbit-71-quartz';
/** A route for any signed-in user (no client needed): the caller's sign-ins. */
const profile = (app: FastifyInstance, session: Session) => app.inject({ url: `${BASE}/profile/sessions`, headers: session.auth });
const rights = (app: FastifyInstance, session: Session, client: string) => app.inject({ url: `${BASE}/rights`, headers: { ...session.auth, 'x-corporate-client': clientUuid(client) } });

/** The token works on both apps now (and so sits in both apps' caches). */
async function expectWorks(session: Session): Promise<void> {
  for (const app of [h.app, other]) expect((await profile(app, session)).statusCode).toBe(200);
}
/** At once, on both apps: 401 session_ended. */
async function expectEnded(session: Session): Promise<void> {
  for (const app of [h.app, other]) {
    const res = await profile(app, session);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_ended' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  }
}

describe('an access token after its sign-in ended', () => {
  it('is refused after logout, at once and by every app, while the same user\'s other sign-in goes on', async () => {
    const laptop = await signIn(h, 'ben@northwind.test');
    const phone = await signIn(h, 'ben@northwind.test', CHROME_ANDROID);
    await expectWorks(laptop);
    await expectWorks(phone);
    const out = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: laptop.cookie, ...ownCallerHeaders } });
    expect(out.statusCode).toBe(204);
    await expectEnded(laptop);
    await expectWorks(phone);
  });

  it('is refused after a password reset, on every sign-in of the user', async () => {
    const first = await signIn(h, 'rita@requestonly.test');
    const second = await signIn(h, 'rita@requestonly.test', CHROME_ANDROID);
    await expectWorks(first);
    expect((await other.inject({ method: 'POST', url: '/api/public/profiles/password/forgot', payload: { email: 'rita@requestonly.test' } })).statusCode).toBe(202);
    const mail = await lastMail(h, 'rita@requestonly.test');
    expect((await resetPassword(h, tokenOf(mail!.body), NEW_PASSWORD)).statusCode).toBe(204);
    await expectEnded(first);
    await expectEnded(second);
  });

  it('is refused after a password change on another sign-in; the one that changed it goes on', async () => {
    const here = await signIn(h, 'olga@nocontact.test');
    const phone = await signIn(h, 'olga@nocontact.test', CHROME_ANDROID);
    await expectWorks(phone);
    const res = await other.inject({ method: 'POST', url: `${BASE}/profile/password`, headers: here.auth, payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    await expectEnded(phone);
    await expectWorks(here);
  });

  it('is refused after "sign out everywhere else"; the caller\'s own goes on', async () => {
    const here = await signIn(h, 'nora@nomodules.test');
    const tablet = await signIn(h, 'nora@nomodules.test', CHROME_ANDROID);
    await expectWorks(tablet);
    expect((await h.app.inject({ method: 'POST', url: `${BASE}/profile/sessions/sign-out-others`, headers: here.auth })).json()).toEqual({ ended: 1 });
    await expectEnded(tablet);
    await expectWorks(here);
  });

  it('is refused when a spent refresh token is presented again: every token of that sign-in', async () => {
    const stolen = await signIn(h, 'axel@assetonly.test');
    const rotated = await refreshed(h, stolen);
    await expectWorks(rotated);
    await expectWorks(stolen);
    // After the grace window (within it, the token just replaced still refreshes: refresh-grace.test.ts).
    await afterGraceWindow(h, stolen);
    const reuse = await refresh(h, stolen);
    expect(reuse.json()).toMatchObject({ status: 401, code: 'refresh_token_reused' });
    await expectEnded(rotated);
    await expectEnded(stolen);
  });
});

describe('memberships and roles', () => {
  it('a user deactivated in their last company: every request is refused', async () => {
    const ben = await signIn(h, 'ben@northwind.test');
    await expectWorks(ben);
    const member = await memberByEmail(h, 'ben@northwind.test');
    expect((await send(h, 'POST', `/users/${member.id}/deactivate`, { version: member.version })).statusCode).toBe(200);
    await expectEnded(ben);
  });

  it('a membership deactivated in one company: 403 there at once, the other company goes on', async () => {
    const anna = await signIn(h, 'anna@northwind.test');
    for (const app of [h.app, other]) expect((await rights(app, anna, 'northwind-bouw')).statusCode).toBe(200);
    const daan = (await members(h)).find((m) => m.firstName === 'Daan')!;
    const annaMember = await memberByEmail(h, 'anna@northwind.test');
    const res = await send(h, 'POST', `/users/${annaMember.id}/deactivate`, { version: annaMember.version }, { email: daan.email });
    expect(res.statusCode, res.body).toBe(200);
    for (const app of [h.app, other]) {
      expect((await rights(app, anna, 'northwind-bouw')).json()).toMatchObject({ status: 403, code: 'not_a_member' });
      expect((await rights(app, anna, 'northwind-infra')).statusCode).toBe(200);
    }
    await expectWorks(anna);
    const back = await send(h, 'POST', `/users/${annaMember.id}/reactivate`, { version: annaMember.version + 1 }, { email: daan.email });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('a role taken away: its rights are gone at the next request, on every app', async () => {
    const daan = (await members(h)).find((m) => m.firstName === 'Daan')!;
    const session = await signIn(h, daan.email);
    const rightsNow = async (app: FastifyInstance) => ((await rights(app, session, 'northwind-bouw')).json() as { rights: string[] }).rights;
    for (const app of [h.app, other]) expect(await rightsNow(app)).toContain('MANAGE_ROLES_AND_USERS');
    const viewer = await roleNamed(h, 'Viewer');
    const res = await send(h, 'PUT', `/users/${daan.id}/roles`, { roleIds: [viewer.id], version: daan.version });
    expect(res.statusCode, res.body).toBe(200);
    for (const app of [h.app, other]) expect(await rightsNow(app)).toEqual(['VIEW_DOCUMENTS']);
  });
});

describe('tokens the session check refuses outright', () => {
  /** Signed with the app's own key, so only the session claim can be wrong. */
  async function ownToken(claims: Record<string, unknown>): Promise<string> {
    const [key] = await h.database.db.select().from(signingKeys);
    const privateKey = await importJWK({ ...key!.privateJwk, alg: 'ES256' }, 'ES256');
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: key!.kid, typ: 'at+jwt' })
      .setIssuer(h.app.ctx.config.issuer)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(privateKey);
  }

  it('a token without a session (as issued before sessions were checked): 401', async () => {
    const res = await h.app.inject({ url: `${BASE}/profile/sessions`, headers: { authorization: `Bearer ${await ownToken({})}` } });
    expect(res.json()).toMatchObject({ status: 401, code: 'invalid_token' });
  });

  it('a token naming an unknown session, or another user\'s: 401 session_ended', async () => {
    const unknown = await h.app.inject({ url: `${BASE}/profile/sessions`, headers: { authorization: `Bearer ${await ownToken({ sid: randomUUID() })}` } });
    expect(unknown.json()).toMatchObject({ status: 401, code: 'session_ended' });
    // Dora's sign-in, with anna's subject (1): the session is not anna's.
    const dora = await signIn(h, 'dora@noclient.test');
    const sid = JSON.parse(Buffer.from(dora.auth.authorization.split('.')[1]!, 'base64url').toString()).sid as string;
    const borrowed = await h.app.inject({ url: `${BASE}/profile/sessions`, headers: { authorization: `Bearer ${await ownToken({ sid })}` } });
    expect(borrowed.json()).toMatchObject({ status: 401, code: 'session_ended' });
  });

  it('client routes check the session too, not only the membership', async () => {
    const session = await signIn(h, 'carl@blocked.test');
    expect((await h.app.inject({ url: `${BASE}/rights`, headers: bearer(session.auth.authorization.slice(7), clientUuid('blocked')) })).statusCode).toBe(200);
    await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session.cookie, ...ownCallerHeaders } });
    const res = await other.inject({ url: `${BASE}/rights`, headers: bearer(session.auth.authorization.slice(7), clientUuid('blocked')) });
    expect(res.json()).toMatchObject({ status: 401, code: 'session_ended' });
  });
});

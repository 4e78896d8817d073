// Issue 31, finding 5: a refresh whose answer never arrives (a dropped connection, a tab closed
// while its refresh was in flight) left the browser with the token the server had just replaced;
// the next refresh presented it and reuse detection ended the sign-in. The token just replaced now
// refreshes for a short window (REFRESH_REUSE_GRACE_MS), within the same sign-in; after the window,
// presenting it is reuse as before. On PostgreSQL:
//   bash apps/api/scripts/with-postgres.sh npx vitest run --project api apps/api/src/auth/refresh-grace.test.ts
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { afterGraceWindow, BASE, CHROME_ANDROID, refresh, refreshed, sessionOf, signIn, type Session } from '../services/usermgmt/session-testing';
import { createHarness, type Harness } from '../testing/harness';
import { ownCallerHeaders } from './csrf';
import { FAMILY_MAX_AGE_MS, REFRESH_REUSE_GRACE_MS } from './sessions';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;
/** The sign-in (session family) of an access token. */
const sidOf = (session: Session) => (JSON.parse(Buffer.from(session.auth.authorization.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
const hashOf = (session: Session) => createHash('sha256').update(session.cookie.slice(session.cookie.indexOf('=') + 1)).digest('base64url');

async function familyOf(session: Session) {
  const [family] = await rows<{ revoked_reason: string | null; created_at: string; unspent: number | string }>(sql`
    SELECT f.revoked_reason, f.created_at::text AS created_at,
      (SELECT count(*) FROM refresh_tokens t WHERE t.family_id = f.id AND t.rotated_at IS NULL) AS unspent
    FROM session_families f WHERE f.id = ${sidOf(session)}`);
  return { revokedReason: family!.revoked_reason, createdAt: family!.created_at, unspent: Number(family!.unspent) };
}
const rotatedAtOf = async (session: Session) => (await rows<{ at: string | null }>(sql`SELECT rotated_at::text AS at FROM refresh_tokens WHERE token_hash = ${hashOf(session)}`))[0]?.at;

/** A route for any signed-in user: answers 200 while the access token's sign-in lasts. */
const profile = (session: Session, app: FastifyInstance = h.app) => app.inject({ url: `${BASE}/profile/sessions`, headers: session.auth });
async function expectSignedIn(...sessions: Session[]) {
  for (const session of sessions) expect((await profile(session)).statusCode).toBe(200);
}
async function expectRefused(session: Session, code: string) {
  const res = await refresh(h, session);
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json()).toMatchObject({ code });
  expect(String(res.headers['set-cookie'])).toMatch(/atlas_rt=;/);
}
const logout = (session: Session) => h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session.cookie, ...ownCallerHeaders } });

describe('the refresh token just replaced, within the grace window', () => {
  it('a refresh whose answer was lost: the previous cookie refreshes again, the sign-in goes on', async () => {
    const start = await signIn(h, 'ben@northwind.test');
    // The server rotates; the answer (new cookie, new access token) never reaches the browser.
    const lost = await refreshed(h, start);
    const spentAt = await rotatedAtOf(start);
    expect(spentAt).not.toBeNull();
    // The browser still holds the previous cookie and asks again.
    const again = await refresh(h, start);
    expect(again.statusCode, again.body).toBe(200);
    const resumed = sessionOf(again);
    expect(resumed.cookie).not.toBe(start.cookie);
    expect(resumed.cookie).not.toBe(lost.cookie);
    // The same sign-in, still on; the window did not move.
    expect(sidOf(resumed)).toBe(sidOf(start));
    await expectSignedIn(resumed);
    expect(await familyOf(start)).toMatchObject({ revokedReason: null });
    expect(await rotatedAtOf(start)).toBe(spentAt);
    // The newest cookie rotates as usual, and spends the one whose answer was lost with it.
    const next = await refreshed(h, resumed);
    await expectSignedIn(next);
    expect(await familyOf(next)).toMatchObject({ revokedReason: null, unspent: 1 });
    expect((await refresh(h, next)).statusCode).toBe(200);
  });

  it('two refreshes at once with the same cookie both succeed; the sign-in stays', async () => {
    const start = await signIn(h, 'rita@requestonly.test');
    const answers = await Promise.all([refresh(h, start), refresh(h, start)]);
    expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual([200, 200]);
    const [first, second] = answers.map(sessionOf) as [Session, Session];
    expect(first.cookie).not.toBe(second.cookie);
    expect([sidOf(first), sidOf(second)]).toEqual([sidOf(start), sidOf(start)]);
    await expectSignedIn(first, second);
    // The browser keeps whichever cookie it stored last; it refreshes, and so does the sign-in.
    const next = await refreshed(h, second);
    await expectSignedIn(next);
    expect(await familyOf(next)).toMatchObject({ revokedReason: null, unspent: 1 });
  });

  it('five refreshes at once with the same cookie: five answers of one sign-in', async () => {
    const start = await signIn(h, 'ben@northwind.test', CHROME_ANDROID);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(h, start)));
    expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual([200, 200, 200, 200, 200]);
    const sessions = answers.map(sessionOf);
    expect(new Set(sessions.map((s) => s.cookie)).size).toBe(5);
    expect(new Set(sessions.map(sidOf))).toEqual(new Set([sidOf(start)]));
    await expectSignedIn(...sessions);
    expect(await familyOf(start)).toMatchObject({ revokedReason: null, unspent: 5 });
    await expectSignedIn(await refreshed(h, sessions[4]!));
    expect(await familyOf(start)).toMatchObject({ revokedReason: null, unspent: 1 });
  });
});

describe('reuse detection, as before', () => {
  it('the previous cookie after the window: 401 refresh_token_reused, and the sign-in ends', async () => {
    const start = await signIn(h, 'axel@assetonly.test');
    const current = await refreshed(h, start);
    // Inside the window it still refreshes...
    const inWindow = await refreshed(h, start);
    await expectSignedIn(current, inWindow);
    // ...after it, it is reuse: the whole sign-in ends, the newest tokens with it.
    await afterGraceWindow(h, start);
    await expectRefused(start, 'refresh_token_reused');
    expect(await familyOf(start)).toMatchObject({ revokedReason: 'refresh token reuse' });
    for (const session of [current, inWindow]) {
      expect((await profile(session)).json()).toMatchObject({ status: 401, code: 'session_ended' });
      await expectRefused(session, 'invalid_refresh_token');
    }
    const audited = await rows<{ n: number | string }>(sql`SELECT count(*) AS n FROM audit_log WHERE action = 'auth.refresh_reused' AND details->>'sessionId' = ${sidOf(start)}`);
    expect(Number(audited[0]!.n)).toBe(1);
  });

  it('a cookie older than the latest rotation is reuse at once, inside the window too', async () => {
    const start = await signIn(h, 'nora@nomodules.test');
    const second = await refreshed(h, start);
    const third = await refreshed(h, second);
    await expectRefused(start, 'refresh_token_reused');
    expect(await familyOf(third)).toMatchObject({ revokedReason: 'refresh token reuse' });
    await expectRefused(third, 'invalid_refresh_token');
  });

  it('the window is the configured one (ApiConfig.refreshReuseGraceMs), by the database clock', async () => {
    expect(h.app.ctx.config.refreshReuseGraceMs).toBe(REFRESH_REUSE_GRACE_MS);
    const short = await buildApp({ config: { ...h.app.ctx.config, refreshReuseGraceMs: 300 }, db: h.database.db, limits: { authPerIpPerMinute: 10_000 } });
    await short.ready();
    try {
      const start = await signIn(h, 'carl@blocked.test');
      await refreshed(h, start);
      await new Promise((resolve) => setTimeout(resolve, 700));
      // 0.7 s later: inside the default window...
      expect((await refresh(h, start)).statusCode).toBe(200);
      // ...and after a window of 0.3 s.
      const reuse = await short.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: start.cookie, ...ownCallerHeaders } });
      expect(reuse.json()).toMatchObject({ status: 401, code: 'refresh_token_reused' });
      expect(await familyOf(start)).toMatchObject({ revokedReason: 'refresh token reuse' });
    } finally {
      await short.close();
    }
  });
});

describe('the window never brings an ended sign-in back', () => {
  it('after logout with the newest cookie, the previous one is refused inside the window', async () => {
    const start = await signIn(h, 'olga@nocontact.test');
    const lost = await refreshed(h, start);
    const resumed = await refreshed(h, start);
    expect((await logout(resumed)).statusCode).toBe(204);
    for (const session of [start, lost, resumed]) await expectRefused(session, 'invalid_refresh_token');
    expect(await familyOf(start)).toMatchObject({ revokedReason: 'logout', unspent: 2 });
    expect((await profile(resumed)).statusCode).toBe(401);
  });

  it('after logout with the previous cookie (the one whose answer was lost), both are refused', async () => {
    const start = await signIn(h, 'olga@nocontact.test', CHROME_ANDROID);
    const lost = await refreshed(h, start);
    expect((await logout(start)).statusCode).toBe(204);
    await expectRefused(start, 'invalid_refresh_token');
    await expectRefused(lost, 'invalid_refresh_token');
    expect(await familyOf(start)).toMatchObject({ revokedReason: 'logout' });
    // After the window too (reuse of an ended sign-in, as before).
    await afterGraceWindow(h, start);
    await expectRefused(start, 'refresh_token_reused');
    expect(await familyOf(start)).toMatchObject({ revokedReason: 'logout' });
  });

  it('after "sign out everywhere else" on another device, the previous cookie is refused inside the window', async () => {
    const laptop = await signIn(h, 'anna@northwind.test');
    const phone = await signIn(h, 'anna@northwind.test', CHROME_ANDROID);
    await refreshed(h, phone);
    expect((await h.app.inject({ method: 'POST', url: `${BASE}/profile/sessions/sign-out-others`, headers: laptop.auth })).statusCode).toBe(200);
    await expectRefused(phone, 'invalid_refresh_token');
    await expectSignedIn(laptop);
  });

  it('does not outlive the sign-in\'s absolute lifetime', async () => {
    const start = await signIn(h, 'ben@northwind.test');
    await refreshed(h, start);
    const age = (FAMILY_MAX_AGE_MS + 60_000) / 1000;
    await h.database.db.execute(sql`UPDATE session_families SET created_at = now() - make_interval(secs => ${age}::double precision) WHERE id = ${sidOf(start)}`);
    const { createdAt } = await familyOf(start);
    await expectRefused(start, 'invalid_refresh_token');
    expect(await familyOf(start)).toMatchObject({ createdAt });
  });
});

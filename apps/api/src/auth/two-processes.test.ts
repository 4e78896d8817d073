// Two API processes on one PostgreSQL server (issue 15, finding 2): a sign-in ended or a membership
// changed through one is honoured by the other within a second, although each keeps the answers
// in a cache for a few seconds. The second app is built from a fresh copy of every module and its
// own connection pool, so it shares no memory with the first: only the database (LISTEN/NOTIFY)
// connects them, as it would two processes. PostgreSQL only: PGlite is one process by nature.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberByEmail, members, rows, send } from '../services/company/people-testing';
import { afterGraceWindow, BASE, refresh, refreshed, sessionOf, signIn, type Session } from '../services/usermgmt/session-testing';
import { clientUuid, createHarness, serverUrlOf, type Harness } from '../testing/harness';
import { ownCallerHeaders } from './csrf';
import { SESSION_CHECK_TTL_MS } from './session-check';

const serverUrl = process.env['DATABASE_URL'];

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL', () => {
  let h: Harness;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;
  beforeAll(async () => {
    h = await createHarness();
    // A second "process": new module instances (no shared caches or subscribers), its own pool.
    vi.resetModules();
    const { buildApp } = await import('../app');
    const { openDatabase } = await import('../db/client');
    const database = openDatabase({ databaseUrl: serverUrlOf(h.database), pgliteData: 'memory://' });
    b = await buildApp({ config: h.app.ctx.config, db: database.db, limits: { authPerIpPerMinute: 10_000 } });
    await b.ready();
    closeB = async () => {
      await b.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await closeB?.();
    await h?.close();
  });

  const onB = (session: Session) => b.inject({ url: `${BASE}/profile/sessions`, headers: session.auth });
  const onA = (session: Session) => h.app.inject({ url: `${BASE}/profile/sessions`, headers: session.auth });

  /** Milliseconds until `check` holds; fails after one second (the caches keep answers for five). */
  async function withinASecond(check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 1000) {
      if (await check()) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('not honoured within a second');
  }

  it('keeps answers in a cache: a revocation written behind its back counts only once announced', async () => {
    expect(SESSION_CHECK_TTL_MS).toBeGreaterThanOrEqual(5000);
    const session = await signIn(h, 'dora@noclient.test');
    expect((await onB(session)).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(session.auth.authorization.split('.')[1]!, 'base64url').toString()).sid as string;
    await rows(h, `UPDATE session_families SET revoked_at = now() WHERE id = '${sid}' RETURNING id`);
    // Cached on B: still accepted (this is what the notifications are for).
    expect((await onB(session)).statusCode).toBe(200);
    await rows(h, `SELECT pg_notify('access_revoked', 'family:${sid}') AS sent`);
    await withinASecond(async () => (await onB(session)).statusCode === 401);
  });

  it('a logout on A is honoured by B within a second', async () => {
    const session = await signIn(h, 'ben@northwind.test');
    expect((await onB(session)).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: session.cookie, ...ownCallerHeaders } })).statusCode).toBe(204);
    expect((await onA(session)).statusCode).toBe(401);
    const ms = await withinASecond(async () => (await onB(session)).statusCode === 401);
    console.info(`logout on A refused on B after ${ms} ms`);
    expect((await onB(session)).json()).toMatchObject({ code: 'session_ended' });
  });

  it('a refresh-token reuse on B ends the sign-in on A too', async () => {
    const stolen = await signIn(h, 'axel@assetonly.test');
    const rotated = await refreshed(h, stolen);
    expect((await onA(rotated)).statusCode).toBe(200);
    // After the grace window: within it, the token just replaced still refreshes (refresh-grace.test.ts).
    await afterGraceWindow(h, stolen);
    const reuse = await b.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: stolen.cookie, ...ownCallerHeaders } });
    expect(reuse.json()).toMatchObject({ code: 'refresh_token_reused' });
    await withinASecond(async () => (await onA(rotated)).statusCode === 401);
    expect((await refresh(h, rotated)).statusCode).toBe(401);
  });

  it('two refreshes at once with one cookie, on A and on B: both answered, the sign-in goes on', async () => {
    const start = await signIn(h, 'rita@requestonly.test');
    const post = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: start.cookie, ...ownCallerHeaders } });
    const answers = await Promise.all([post(h.app), post(b), post(h.app), post(b)]);
    expect(answers.map((a) => a.statusCode), answers.map((a) => a.body).join('\n')).toEqual([200, 200, 200, 200]);
    const sessions = answers.map(sessionOf);
    for (const session of sessions) {
      expect((await onA(session)).statusCode).toBe(200);
      expect((await onB(session)).statusCode).toBe(200);
    }
    const next = await refreshed(h, sessions[3]!);
    expect((await onB(next)).statusCode).toBe(200);
  });

  it('a membership deactivated on A: 403 on B within a second', async () => {
    const anna = await signIn(h, 'anna@northwind.test');
    const asAnna = (client: string) => b.inject({ url: `${BASE}/rights`, headers: { ...anna.auth, 'x-corporate-client': clientUuid(client) } });
    expect((await asAnna('northwind-bouw')).statusCode).toBe(200);
    const daan = (await members(h)).find((m) => m.firstName === 'Daan')!;
    const member = await memberByEmail(h, 'anna@northwind.test');
    expect((await send(h, 'POST', `/users/${member.id}/deactivate`, { version: member.version }, { email: daan.email })).statusCode).toBe(200);
    await withinASecond(async () => (await asAnna('northwind-bouw')).statusCode === 403);
    expect((await asAnna('northwind-infra')).statusCode).toBe(200);
  });
});

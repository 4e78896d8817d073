// Finding 10 of issue 15: the security events land in audit_log with who, when, from where and
// what, and never with a password or a token.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRole, invite, lastMail, memberByEmail, parsedMember, parsedRole, roleNamed, rows, send, tokenOf } from '../services/company/people-testing';
import { afterGraceWindow, BASE, CHROME_ANDROID, refresh, refreshed, signIn } from '../services/usermgmt/session-testing';
import { createHarness, DEMO_PASSWORD, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ limits: { loginFailures: 3 } });
});
afterAll(() => h.close());

interface Row {
  /** As the raw query returns it: text. */
  at: string;
  actor_user_id: number | null;
  action: string;
  subject: string | null;
  client_id: number | null;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown> | null;
}
const NEW_PASSWORD = 'Marble-harbour-58-kettle';
/** Every secret the tests send: none may be in the log. */
const secrets = new Set<string>([DEMO_PASSWORD, NEW_PASSWORD, 'wrong-guess-1']);

const entries = (action: string) => rows<Row>(h, `SELECT * FROM audit_log WHERE action = '${action}' ORDER BY id`);
const userId = async (email: string) => (await rows<{ id: number }>(h, `SELECT id FROM users WHERE email = '${email}'`))[0]!.id;
const login = (email: string, password: string, ip = '198.51.100.7') =>
  h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers: { 'user-agent': 'AuditTest/1.0' } });

describe('sign-in events', () => {
  it('a failed sign-in: the account, the address, the browser and why', async () => {
    secrets.add('not-the-password');
    expect((await login('ben@northwind.test', 'not-the-password')).statusCode).toBe(401);
    expect((await login('ghost@northwind.test', 'wrong-guess-1', '198.51.100.8')).statusCode).toBe(401);
    const [wrong, unknown] = await entries('auth.login_failed');
    expect(wrong).toMatchObject({ actor_user_id: await userId('ben@northwind.test'), subject: 'ben@northwind.test', ip: '198.51.100.7', user_agent: 'AuditTest/1.0', details: { reason: 'wrong_password' } });
    expect(Date.now() - new Date(wrong!.at).getTime()).toBeLessThan(60_000);
    expect(unknown).toMatchObject({ actor_user_id: null, subject: 'ghost@northwind.test', ip: '198.51.100.8', details: { reason: 'unknown_account' } });
  });

  it('a lock-out (429 on sign-in)', async () => {
    for (let i = 0; i < 5; i++) await login('carl@blocked.test', 'wrong-guess-1', '203.0.113.9');
    const locked = await entries('auth.locked_out');
    expect(locked.length).toBeGreaterThan(0);
    expect(locked[0]).toMatchObject({ subject: 'carl@blocked.test', ip: '203.0.113.9', details: { limit: 'address', retryAfter: expect.any(Number) } });
  });

  it('a refresh-token reuse', async () => {
    const stolen = await signIn(h, 'axel@assetonly.test');
    await refreshed(h, stolen);
    await afterGraceWindow(h, stolen);
    expect((await refresh(h, stolen)).statusCode).toBe(401);
    const [reuse] = await entries('auth.refresh_reused');
    expect(reuse).toMatchObject({ actor_user_id: await userId('axel@assetonly.test'), subject: `user:${await userId('axel@assetonly.test')}`, details: { sessionId: expect.any(String) } });
    secrets.add(stolen.cookie.split('=')[1]!);
  });
});

describe('password and session events', () => {
  it('a reset requested (known address or not) and done', async () => {
    for (const email of ['rita@requestonly.test', 'nobody@requestonly.test']) {
      expect((await h.app.inject({ method: 'POST', url: '/api/public/profiles/password/forgot', payload: { email } })).statusCode).toBe(202);
    }
    const token = tokenOf((await lastMail(h, 'rita@requestonly.test'))!.body);
    secrets.add(token);
    expect((await h.app.inject({ method: 'POST', url: '/api/public/profiles/password/reset', payload: { token, password: NEW_PASSWORD } })).statusCode).toBe(204);
    const rita = await userId('rita@requestonly.test');
    expect(await entries('password.reset_requested')).toEqual([
      expect.objectContaining({ actor_user_id: rita, subject: 'rita@requestonly.test' }),
      expect.objectContaining({ actor_user_id: null, subject: 'nobody@requestonly.test' }),
    ]);
    expect(await entries('password.reset_done')).toEqual([expect.objectContaining({ actor_user_id: rita, subject: `user:${rita}` })]);
  });

  it('a password change (and a wrong current password), sign-out everywhere else', async () => {
    const here = await signIn(h, 'olga@nocontact.test');
    await signIn(h, 'olga@nocontact.test', CHROME_ANDROID);
    const change = (currentPassword: string) => h.app.inject({ method: 'POST', url: `${BASE}/profile/password`, headers: here.auth, payload: { currentPassword, newPassword: NEW_PASSWORD } });
    expect((await change('wrong-guess-1')).statusCode).toBe(400);
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: `${BASE}/profile/sessions/sign-out-others`, headers: here.auth })).statusCode).toBe(200);
    const olga = await userId('olga@nocontact.test');
    expect(await entries('password.change_failed')).toEqual([expect.objectContaining({ actor_user_id: olga, subject: `user:${olga}` })]);
    expect(await entries('password.changed')).toEqual([expect.objectContaining({ actor_user_id: olga, details: { sessionsEnded: 1 } })]);
    expect(await entries('sessions.signed_out_others')).toEqual([expect.objectContaining({ actor_user_id: olga, details: { sessionsEnded: 0 } })]);
    secrets.add(here.auth.authorization.slice('Bearer '.length));
  });
});

describe('role and user events (in the client they happen in)', () => {
  const ROLE_KEY = randomUUID();
  it('a role created, changed, archived and restored', async () => {
    const anna = await userId('anna@northwind.test');
    const role = parsedRole(await addRole(h, { name: 'Auditors', rights: ['VIEW_DOCUMENTS'] }, { key: ROLE_KEY }));
    // A retry with the same Idempotency-Key answers the same role and records nothing more.
    expect(parsedRole(await addRole(h, { name: 'Auditors', rights: ['VIEW_DOCUMENTS'] }, { key: ROLE_KEY })).id).toBe(role.id);
    const changed = parsedRole(await send(h, 'PUT', `/roles/${role.id}`, { name: 'Auditors', rights: ['VIEW_DOCUMENTS', 'VIEW_PRICES'], version: role.version }));
    const archived = parsedRole(await send(h, 'POST', `/roles/${role.id}/archive`, { version: changed.version }));
    await send(h, 'POST', `/roles/${role.id}/restore`, { version: archived.version });
    // Already restored: nothing changes, nothing is recorded.
    await send(h, 'POST', `/roles/${role.id}/restore`, { version: archived.version + 1 });
    const subject = `role:${role.id}`;
    const bouw = (await rows<{ id: number }>(h, `SELECT id FROM corporate_clients WHERE name = 'Northwind Bouw B.V.'`))[0]!.id;
    expect(await entries('role.created')).toEqual([expect.objectContaining({ actor_user_id: anna, subject, client_id: bouw, details: { name: 'Auditors', rights: ['VIEW_DOCUMENTS'] } })]);
    expect(await entries('role.changed')).toEqual([expect.objectContaining({ subject, details: { name: 'Auditors', rights: ['VIEW_DOCUMENTS', 'VIEW_PRICES'] } })]);
    expect(await entries('role.archived')).toEqual([expect.objectContaining({ subject, client_id: bouw })]);
    expect(await entries('role.restored')).toEqual([expect.objectContaining({ subject })]);
  });

  it('a user invited, their roles changed, deactivated and reactivated', async () => {
    const viewer = (await roleNamed(h, 'Viewer')).id;
    const orderer = (await roleNamed(h, 'Orderer')).id;
    const member = parsedMember(await invite(h, { email: 'new.colleague@example.test', firstName: 'New', lastName: 'Colleague', roleIds: [viewer] }));
    const roles = parsedMember(await send(h, 'PUT', `/users/${member.id}/roles`, { roleIds: [orderer], version: member.version }));
    const off = parsedMember(await send(h, 'POST', `/users/${member.id}/deactivate`, { version: roles.version }));
    await send(h, 'POST', `/users/${member.id}/reactivate`, { version: off.version });
    const subject = `membership:${member.id}`;
    expect(await entries('user.invited')).toEqual([expect.objectContaining({ subject, details: { email: 'new.colleague@example.test', roleIds: [viewer], invitationMailed: true } })]);
    expect(await entries('user.roles_changed')).toEqual([expect.objectContaining({ subject, details: { roleIds: [orderer] } })]);
    expect(await entries('user.deactivated')).toEqual([expect.objectContaining({ subject })]);
    expect(await entries('user.reactivated')).toEqual([expect.objectContaining({ subject })]);
    const invitation = tokenOf((await lastMail(h, 'new.colleague@example.test'))!.body);
    secrets.add(invitation);
    expect((await memberByEmail(h, 'new.colleague@example.test')).status).not.toBe('deactivated');
  });
});

describe('what is never recorded', () => {
  it('no password, token or cookie in any line', async () => {
    const all = await rows<Row>(h, 'SELECT * FROM audit_log');
    expect(all.length).toBeGreaterThan(15);
    const text = JSON.stringify(all);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/scrypt\$/);
  });
});

// PUT /company/users/:id/roles, POST …/deactivate and …/reactivate: versioned, another client's
// user 404, nobody deactivates themselves, someone always keeps MANAGE_ROLES_AND_USERS, and a
// deactivated user's session ends at once.
import { rightsSchema, type Member } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUuid, createHarness, DEMO_PASSWORD, type Harness } from '../../testing/harness';
import { bearer, fieldsOf, get, invite, login, memberByEmail, members, parsedMember, roleNamed, rows, send } from './people-testing';
import { ownCallerHeaders } from '../../auth/csrf';

let h: Harness;
let admin: number;
let viewer: number;
let siteOrderer: number;
/** The seeded colleague: the other Administrator of Northwind Bouw. */
let daan: Member;
beforeAll(async () => {
  h = await createHarness();
  admin = (await roleNamed(h, 'Administrator')).id;
  viewer = (await roleNamed(h, 'Viewer')).id;
  siteOrderer = (await roleNamed(h, 'Site orderer')).id;
  daan = (await members(h)).find((m) => m.firstName === 'Daan')!;
});
afterAll(() => h.close());

const rightsOf = async (headers: Record<string, string>) => rightsSchema.parse((await h.app.inject({ url: '/api/usermgmt/rights', headers })).json()).rights;
const setRoles = (id: number, roleIds: number[], version: number, email?: string) => send(h, 'PUT', `/users/${id}/roles`, { roleIds, version }, { email });

describe("changing a user's roles", () => {
  it('gives Ben MANAGE_ROLES_AND_USERS and takes it back, counting at his next request', async () => {
    const ben = await memberByEmail(h, 'ben@northwind.test');
    const benHeaders = await h.as('ben@northwind.test', 'northwind-bouw');
    expect((await get(h, '/roles', { email: 'ben@northwind.test' })).statusCode).toBe(403);

    const given = await setRoles(ben.id, [siteOrderer, admin], ben.version);
    expect(given.statusCode, given.body).toBe(200);
    expect(parsedMember(given)).toMatchObject({ version: ben.version + 1, roles: [{ name: 'Administrator' }, { name: 'Site orderer' }] });
    expect(await rightsOf(benHeaders)).toContain('MANAGE_ROLES_AND_USERS');
    expect((await get(h, '/roles', { email: 'ben@northwind.test' })).statusCode).toBe(200);

    const taken = parsedMember(await setRoles(ben.id, [siteOrderer], ben.version + 1));
    expect(taken.roles.map((r) => r.name)).toEqual(['Site orderer']);
    expect(await rightsOf(benHeaders)).not.toContain('MANAGE_ROLES_AND_USERS');
    expect((await get(h, '/roles', { email: 'ben@northwind.test' })).statusCode).toBe(403);
  });

  it('answers a stale version with 409 version_conflict and the member as it is now', async () => {
    const ben = await memberByEmail(h, 'ben@northwind.test');
    const res = await setRoles(ben.id, [viewer], ben.version - 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'version_conflict', current: { id: ben.id, version: ben.version, roles: [{ name: 'Site orderer' }] } });
  });

  it('keeps the version when the roles stay the same', async () => {
    const ben = await memberByEmail(h, 'ben@northwind.test');
    expect(parsedMember(await setRoles(ben.id, [siteOrderer], ben.version)).version).toBe(ben.version);
  });

  it("refuses an archived role given anew and another client's role, but keeps an archived role already held", async () => {
    const archived = (await roleNamed(h, 'Former buyers')).id;
    const infraRole = (await roleNamed(h, 'Viewer', { client: 'northwind-infra' })).id;
    const ben = await memberByEmail(h, 'ben@northwind.test');
    for (const roleIds of [[siteOrderer, archived], [infraRole]]) expect(fieldsOf(await setRoles(ben.id, roleIds, ben.version))).toEqual(['roleIds']);
    await rows(h, `INSERT INTO membership_roles (membership_id, role_id) SELECT id, ${archived} FROM memberships WHERE id = ${ben.id}`);
    const kept = parsedMember(await setRoles(ben.id, [siteOrderer, archived, viewer], ben.version));
    expect(kept.roles.map((r) => [r.name, r.archived])).toEqual([['Former buyers', true], ['Site orderer', false], ['Viewer', false]]);
    expect(parsedMember(await setRoles(ben.id, [siteOrderer], kept.version)).roles.map((r) => r.name)).toEqual(['Site orderer']);
  });

  it('refuses taking the last MANAGE_ROLES_AND_USERS away (409 last_manager) and changes nothing', async () => {
    const demoted = parsedMember(await setRoles(daan.id, [viewer], daan.version));
    // Someone invited as Administrator does not count until they have set a password: they may never accept.
    const invited = await invite(h, { email: 'eva.invited@northwind.test', firstName: 'Eva', lastName: 'Invited', roleIds: [admin] });
    expect(invited.statusCode, invited.body).toBe(201);
    const anna = await memberByEmail(h, 'anna@northwind.test');
    const res = await setRoles(anna.id, [viewer], anna.version);
    expect(res.json()).toMatchObject({ status: 409, code: 'last_manager' });
    expect(await memberByEmail(h, 'anna@northwind.test')).toEqual(anna);
    // With a second manager again, Anna may give up hers.
    const restored = parsedMember(await setRoles(daan.id, [admin], demoted.version));
    const annaViewer = parsedMember(await setRoles(anna.id, [viewer], anna.version));
    expect(annaViewer.roles.map((r) => r.name)).toEqual(['Viewer']);
    const back = await send(h, 'PUT', `/users/${anna.id}/roles`, { roleIds: [admin], version: annaViewer.version }, { email: daan.email });
    expect(back.statusCode, back.body).toBe(200);
    daan = restored;
  });
});

describe('deactivating and reactivating', () => {
  it('refuses deactivating yourself', async () => {
    const anna = await memberByEmail(h, 'anna@northwind.test');
    expect((await send(h, 'POST', `/users/${anna.id}/deactivate`, { version: anna.version })).json()).toMatchObject({ status: 409, code: 'cannot_deactivate_self' });
    expect((await memberByEmail(h, 'anna@northwind.test')).status).toBe('active');
  });

  it("ends the user's session at once: refresh fails and their calls for the client answer 403; reactivating lets them back", async () => {
    const session = await login(h, daan.email, DEMO_PASSWORD);
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const daanHeaders = bearer(session.json().accessToken, clientUuid('northwind-bouw'));
    expect((await h.app.inject({ url: '/api/usermgmt/company/users', headers: daanHeaders })).statusCode).toBe(200);

    const res = await send(h, 'POST', `/users/${daan.id}/deactivate`, { version: daan.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(parsedMember(res)).toMatchObject({ status: 'deactivated', version: daan.version + 1 });
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie, ...ownCallerHeaders } })).statusCode).toBe(401);
    // His last company: his sign-in ended, so even the access token he holds is refused (issue 15).
    expect((await h.app.inject({ url: '/api/usermgmt/company/users', headers: daanHeaders })).json()).toMatchObject({ status: 401, code: 'session_ended' });
    // Already deactivated: nothing changes, the version stays.
    expect(parsedMember(await send(h, 'POST', `/users/${daan.id}/deactivate`, { version: daan.version + 1 })).version).toBe(daan.version + 1);

    const back = await send(h, 'POST', `/users/${daan.id}/reactivate`, { version: daan.version + 1 });
    expect(parsedMember(back)).toMatchObject({ status: 'active', version: daan.version + 2 });
    const again = await login(h, daan.email, DEMO_PASSWORD);
    expect((await h.app.inject({ url: '/api/usermgmt/company/users', headers: bearer(again.json().accessToken, clientUuid('northwind-bouw')) })).statusCode).toBe(200);
    daan = parsedMember(back);
  });

  it("keeps a person's other companies: Northwind Bouw deactivating Anna ends her access there only, her session lives on for Infra", async () => {
    const session = await login(h, 'anna@northwind.test', DEMO_PASSWORD);
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const token = session.json().accessToken as string;
    const anna = await memberByEmail(h, 'anna@northwind.test');
    const res = await send(h, 'POST', `/users/${anna.id}/deactivate`, { version: anna.version }, { email: daan.email });
    expect(res.statusCode, res.body).toBe(200);
    try {
      expect((await h.app.inject({ url: '/api/usermgmt/rights', headers: bearer(token, clientUuid('northwind-bouw')) })).json()).toMatchObject({ status: 403, code: 'not_a_member' });
      expect((await h.app.inject({ url: '/api/usermgmt/rights', headers: bearer(token, clientUuid('northwind-infra')) })).statusCode).toBe(200);
      expect((await h.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie, ...ownCallerHeaders } })).statusCode).toBe(200);
    } finally {
      const back = await send(h, 'POST', `/users/${anna.id}/reactivate`, { version: anna.version + 1 }, { email: daan.email });
      expect(back.statusCode, back.body).toBe(200);
    }
  });

  it('says account_disabled rather than pretending to reactivate an account the rental company switched off', async () => {
    const ben = await memberByEmail(h, 'ben@northwind.test');
    const off = parsedMember(await send(h, 'POST', `/users/${ben.id}/deactivate`, { version: ben.version }));
    await rows(h, `UPDATE users SET active = false WHERE email = '${ben.email}'`);
    try {
      expect((await send(h, 'POST', `/users/${ben.id}/reactivate`, { version: off.version })).json()).toMatchObject({ status: 409, code: 'account_disabled' });
    } finally {
      await rows(h, `UPDATE users SET active = true WHERE email = '${ben.email}'`);
      expect((await send(h, 'POST', `/users/${ben.id}/reactivate`, { version: off.version })).statusCode).toBe(200);
    }
  });

  it('answers last_manager when the deactivated user was the last manager, and rolls back', async () => {
    // Anna's rights are cached for a few seconds: someone elsewhere took her role away meanwhile.
    expect(await rightsOf(await h.as('anna@northwind.test', 'northwind-bouw'))).toContain('MANAGE_ROLES_AND_USERS');
    const annaMembership = '(SELECT id FROM memberships WHERE user_id = 1 AND client_id = 1)';
    await rows(h, `UPDATE membership_roles SET role_id = ${viewer} WHERE membership_id = ${annaMembership}`);
    const liveSessions = () => rows(h, `SELECT id FROM session_families WHERE user_id = (SELECT id FROM users WHERE email = '${daan.email}') AND revoked_at IS NULL`);
    const alive = (await liveSessions()).length;
    expect(alive).toBeGreaterThan(0);
    try {
      const res = await send(h, 'POST', `/users/${daan.id}/deactivate`, { version: daan.version });
      expect(res.json()).toMatchObject({ status: 409, code: 'last_manager' });
      const [row] = await rows<{ active: boolean; version: number }>(h, `SELECT active, version FROM memberships WHERE id = ${daan.id}`);
      expect(row).toEqual({ active: true, version: daan.version });
      // His sign-ins are still alive: ending sessions rolled back too.
      expect(await liveSessions()).toHaveLength(alive);
    } finally {
      await rows(h, `UPDATE membership_roles SET role_id = ${admin} WHERE membership_id = ${annaMembership}`);
      h.app.ctx.tenants.clear();
    }
  });

  it('answers a stale version with 409 version_conflict and the member as it is now', async () => {
    const ben = await memberByEmail(h, 'ben@northwind.test');
    const res = await send(h, 'POST', `/users/${ben.id}/deactivate`, { version: ben.version + 3 });
    expect(res.json()).toMatchObject({ status: 409, code: 'version_conflict', current: { id: ben.id, status: 'active' } });
  });
});

describe('who may change users', () => {
  it('refuses Ben every write with 403 missing_right', async () => {
    const ben = { email: 'ben@northwind.test' };
    const anna = await memberByEmail(h, 'anna@northwind.test');
    expect((await setRoles(anna.id, [viewer], anna.version, ben.email)).json()).toMatchObject({ status: 403, code: 'missing_right' });
    for (const action of ['deactivate', 'reactivate']) {
      expect((await send(h, 'POST', `/users/${daan.id}/${action}`, { version: daan.version }, ben)).json()).toMatchObject({ status: 403, code: 'missing_right' });
    }
    expect((await memberByEmail(h, daan.email)).status).toBe('active');
  });

  it("answers 404 for a user who is not a member of the caller's client", async () => {
    const ben = await memberByEmail(h, 'ben@northwind.test');
    const infra = { client: 'northwind-infra' };
    const infraViewer = (await roleNamed(h, 'Viewer', infra)).id;
    expect((await send(h, 'PUT', `/users/${ben.id}/roles`, { roleIds: [infraViewer], version: ben.version }, infra)).statusCode).toBe(404);
    for (const action of ['deactivate', 'reactivate', 'invitation']) {
      expect((await send(h, 'POST', `/users/${ben.id}/${action}`, { version: ben.version }, infra)).statusCode).toBe(404);
    }
    expect((await send(h, 'POST', '/users/2000000/deactivate', { version: 1 })).statusCode).toBe(404);
    expect((await memberByEmail(h, 'ben@northwind.test')).version).toBe(ben.version);
  });
});

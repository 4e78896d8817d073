// /company/roles: MANAGE_ROLES_AND_USERS only (reads too); names unique ignoring case; versioned
// edits, archive and restore; what archiving takes from whom; someone always keeps
// MANAGE_ROLES_AND_USERS; the order approval settings and the roles stay in step.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { orderSettingsSchema, roleArchiveImpactSchema, roleListSchema, type Member, type Role } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUuid, createHarness, type Harness } from '../../testing/harness';
import { addRole, fieldsOf, get, memberByEmail, members, parsedMember, parsedRole, roleNamed, send } from './people-testing';

let h: Harness;
let daan: Member;
beforeAll(async () => {
  h = await createHarness();
  daan = (await members(h)).find((m) => m.firstName === 'Daan')!;
});
afterAll(() => h.close());

const edit = (role: Role, changes: Partial<{ name: string; rights: string[]; version: number }>, email?: string) =>
  send(h, 'PUT', `/roles/${role.id}`, { name: role.name, rights: role.rights, version: role.version, ...changes }, { email });
const settings = async () => orderSettingsSchema.parse((await h.app.inject({ url: '/api/overview/order-settings', headers: await h.as('anna@northwind.test', 'northwind-bouw') })).json());

describe('reading roles', () => {
  it('lists the roles with sorted rights and active holders; archived ones only when asked', async () => {
    const res = await get(h, '/roles');
    expect(res.statusCode).toBe(200);
    const { items } = roleListSchema.parse(res.json());
    expect(items.map((r) => r.name)).toEqual(['Administrator', 'Orderer', 'Site manager', 'Site orderer', 'Viewer']);
    const admin = items[0]!;
    expect(admin).toMatchObject({ memberCount: 2, archived: false, version: 1 });
    expect(admin.rights).toEqual([...admin.rights].sort());
    expect(admin.rights).toHaveLength(7);
    expect(items.find((r) => r.name === 'Site orderer')).toMatchObject({ memberCount: 1, rights: ['PLACE_ORDERS', 'VIEW_DOCUMENTS'] });
    const all = roleListSchema.parse((await get(h, '/roles?archived=true')).json()).items;
    expect(all.find((r) => r.name === 'Former buyers')).toMatchObject({ archived: true, memberCount: 0 });
  });

  it('counts active members only', async () => {
    const before = await roleNamed(h, 'Administrator');
    const off = await send(h, 'POST', `/users/${daan.id}/deactivate`, { version: daan.version });
    expect((await roleNamed(h, 'Administrator')).memberCount).toBe(before.memberCount - 1);
    daan = parsedMember(await send(h, 'POST', `/users/${daan.id}/reactivate`, { version: parsedMember(off).version }));
    expect((await roleNamed(h, 'Administrator')).memberCount).toBe(before.memberCount);
  });
});

describe('adding a role', () => {
  it('answers 201 with the role, the same role to a retry with the same key, 422 to the key reused', async () => {
    const key = randomUUID();
    const body = { name: 'Buyers', rights: ['VIEW_PRICES', 'PLACE_ORDERS', 'PLACE_ORDERS'] };
    const first = await addRole(h, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    expect(parsedRole(first)).toMatchObject({ name: 'Buyers', rights: ['PLACE_ORDERS', 'VIEW_PRICES'], memberCount: 0, archived: false, version: 1 });
    const again = await addRole(h, body, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(parsedRole(again)).toEqual(parsedRole(first));
    expect((await addRole(h, { ...body, name: 'Buyers 2' }, { key })).json()).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('refuses a name the client has, ignoring case, archived roles included (409 name_taken), also to two adds at once', async () => {
    const res = await addRole(h, { name: ' buyers ', rights: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'name_taken', errors: [{ field: 'name', message: 'There is already a role called Buyers' }] });
    expect((await addRole(h, { name: 'FORMER BUYERS', rights: [] })).json()).toMatchObject({ detail: 'There is already a role called Former buyers (archived)' });
    // Another client's names do not count.
    expect((await addRole(h, { name: 'Buyers', rights: [] }, { client: 'northwind-infra' })).statusCode).toBe(201);
    const twins = await Promise.all([addRole(h, { name: 'Planners', rights: [] }), addRole(h, { name: 'planners', rights: [] })]);
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('wants known rights and a name', async () => {
    expect(fieldsOf(await addRole(h, { name: 'Odd', rights: ['FLY_CRANES'] }))).toEqual(['rights.0']);
    expect(fieldsOf(await addRole(h, { name: ' ', rights: [] }))).toEqual(['name']);
  });
});

describe('changing a role', () => {
  it('renames it and sets its rights, versioned; its holders get the rights at their next request', async () => {
    const viewer = await roleNamed(h, 'Viewer');
    const ben = await memberByEmail(h, 'ben@northwind.test');
    await send(h, 'PUT', `/users/${ben.id}/roles`, { roleIds: [viewer.id], version: ben.version });
    const res = await edit(viewer, { name: 'Readers', rights: ['VIEW_DOCUMENTS', 'MANAGE_REQUESTS'] });
    expect(res.statusCode, res.body).toBe(200);
    const changed = parsedRole(res);
    expect(changed).toMatchObject({ name: 'Readers', rights: ['MANAGE_REQUESTS', 'VIEW_DOCUMENTS'], version: 2, memberCount: 1 });
    const rights = (await h.app.inject({ url: '/api/usermgmt/rights', headers: await h.as('ben@northwind.test', 'northwind-bouw') })).json().rights;
    expect(rights).toEqual(['MANAGE_REQUESTS', 'VIEW_DOCUMENTS']);

    const stale = await edit(viewer, { name: 'Someone else' });
    expect(stale.json()).toMatchObject({ status: 409, code: 'version_conflict', current: { name: 'Readers', version: 2 } });
    expect((await edit(changed, { name: 'orderer' })).json()).toMatchObject({ status: 409, code: 'name_taken', errors: [{ field: 'name' }] });
    // A change of case of its own name is no clash.
    expect(parsedRole(await edit(changed, { name: 'READERS' })).name).toBe('READERS');
  });

  it('refuses taking MANAGE_ROLES_AND_USERS from the only role that has it (409 last_manager), changing nothing', async () => {
    const admin = await roleNamed(h, 'Administrator');
    const res = await edit(admin, { name: 'Admins', rights: admin.rights.filter((r) => r !== 'MANAGE_ROLES_AND_USERS') });
    expect(res.json()).toMatchObject({ status: 409, code: 'last_manager' });
    expect(await roleNamed(h, 'Administrator')).toEqual(admin);
  });

  it("answers 404 for another client's role", async () => {
    const orderer = await roleNamed(h, 'Orderer');
    const infra = { client: 'northwind-infra' };
    expect((await send(h, 'PUT', `/roles/${orderer.id}`, { name: 'Mine', rights: [], version: orderer.version }, infra)).statusCode).toBe(404);
    for (const action of ['archive', 'restore']) expect((await send(h, 'POST', `/roles/${orderer.id}/${action}`, { version: orderer.version }, infra)).statusCode).toBe(404);
    expect((await get(h, `/roles/${orderer.id}/archive-impact`, infra)).statusCode).toBe(404);
    expect(await roleNamed(h, 'Orderer')).toEqual(orderer);
  });
});

describe('archiving and restoring a role', () => {
  it('tells who loses which rights: those no other role of theirs gives', async () => {
    const admin = await roleNamed(h, 'Administrator');
    const siteOrderer = await roleNamed(h, 'Site orderer');
    const ben = await memberByEmail(h, 'ben@northwind.test');
    await send(h, 'PUT', `/users/${ben.id}/roles`, { roleIds: [admin.id, siteOrderer.id], version: ben.version });
    const res = await get(h, `/roles/${admin.id}/archive-impact`);
    expect(res.statusCode).toBe(200);
    const { members: affected } = roleArchiveImpactSchema.parse(res.json());
    const byName = Object.fromEntries(affected.map((m) => [m.firstName, m.loses]));
    expect(Object.keys(byName).sort()).toEqual(['Anna', 'Ben', 'Daan']);
    expect(byName['Anna']).toEqual(admin.rights);
    expect(byName['Ben']).toEqual(['APPROVE_ORDERS', 'MANAGE_ASSETS', 'MANAGE_REQUESTS', 'MANAGE_ROLES_AND_USERS', 'VIEW_PRICES']);
    await send(h, 'PUT', `/users/${ben.id}/roles`, { roleIds: [siteOrderer.id], version: ben.version + 1 });
  });

  it('refuses archiving the role that keeps the company manageable; with another manager role it archives and restores', async () => {
    const admin = await roleNamed(h, 'Administrator');
    expect((await send(h, 'POST', `/roles/${admin.id}/archive`, { version: admin.version })).json()).toMatchObject({ status: 409, code: 'last_manager' });
    expect((await roleNamed(h, 'Administrator')).archived).toBe(false);

    const managers = parsedRole(await addRole(h, { name: 'Managers', rights: ['MANAGE_ROLES_AND_USERS'] }));
    const anna = await memberByEmail(h, 'anna@northwind.test');
    await send(h, 'PUT', `/users/${anna.id}/roles`, { roleIds: [admin.id, managers.id], version: anna.version });
    const archived = await send(h, 'POST', `/roles/${admin.id}/archive`, { version: admin.version });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(parsedRole(archived)).toMatchObject({ archived: true, version: admin.version + 1 });
    expect(roleListSchema.parse((await get(h, '/roles')).json()).items.map((r) => r.name)).not.toContain('Administrator');
    const annaRights = (await h.app.inject({ url: '/api/usermgmt/rights', headers: await h.as('anna@northwind.test', 'northwind-bouw') })).json().rights;
    expect(annaRights).toEqual(['MANAGE_ROLES_AND_USERS']);
    expect(roleArchiveImpactSchema.parse((await get(h, `/roles/${admin.id}/archive-impact`)).json()).members).toEqual([]);

    const restored = await send(h, 'POST', `/roles/${admin.id}/restore`, { version: admin.version + 1 });
    expect(parsedRole(restored)).toMatchObject({ archived: false, version: admin.version + 2 });
    // Already so: nothing changes, the version stays.
    expect(parsedRole(await send(h, 'POST', `/roles/${admin.id}/restore`, { version: admin.version + 2 })).version).toBe(admin.version + 2);
    expect((await send(h, 'POST', `/roles/${admin.id}/archive`, { version: admin.version })).json()).toMatchObject({ status: 409, code: 'version_conflict' });
  });
});

describe('the roles and the order approval settings stay in step', () => {
  it('a role change of APPROVE_ORDERS moves the settings version on; other changes do not', async () => {
    const before = await settings();
    const orderer = await roleNamed(h, 'Orderer');
    const renamed = parsedRole(await edit(orderer, { name: 'Orderers' }));
    expect((await settings()).version).toBe(before.version);
    const approving = parsedRole(await edit(renamed, { rights: [...renamed.rights, 'APPROVE_ORDERS'] }));
    const after = await settings();
    expect(after.version).toBe(before.version + 1);
    expect(after.roles.find((r) => r.id === orderer.id)!.approves).toBe(true);
    // A settings page opened before cannot undo it silently.
    const stale = await h.app.inject({ method: 'PUT', url: '/api/overview/order-settings', headers: await h.as('anna@northwind.test', 'northwind-bouw'), payload: { approvalThreshold: null, approverRoleIds: [], version: before.version } });
    expect(stale.json()).toMatchObject({ status: 409, code: 'version_conflict' });
    expect((await roleNamed(h, 'Orderers')).version).toBe(approving.version);
  });

  it('a settings change moves the version of each role whose APPROVE_ORDERS it changed', async () => {
    const current = await settings();
    const roles = roleListSchema.parse((await get(h, '/roles')).json()).items;
    const admin = roles.find((r) => r.name === 'Administrator')!;
    const orderers = roles.find((r) => r.name === 'Orderers')!;
    const siteManager = roles.find((r) => r.name === 'Site manager')!;
    // Administrator keeps approving, Orderers stop, Site manager starts.
    const res = await h.app.inject({ method: 'PUT', url: '/api/overview/order-settings', headers: await h.as('anna@northwind.test', 'northwind-bouw'), payload: { approvalThreshold: 5000, approverRoleIds: [admin.id, siteManager.id], version: current.version } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await roleNamed(h, 'Administrator')).toEqual(admin);
    expect(await roleNamed(h, 'Orderers')).toMatchObject({ version: orderers.version + 1, rights: orderers.rights.filter((r) => r !== 'APPROVE_ORDERS') });
    expect(await roleNamed(h, 'Site manager')).toMatchObject({ version: siteManager.version + 1 });
    // The roles page opened before cannot give it back silently.
    expect((await edit(orderers, {})).json()).toMatchObject({ status: 409, code: 'version_conflict' });
  });
});

describe('who may see and change roles', () => {
  it('refuses Ben (no MANAGE_ROLES_AND_USERS) every roles endpoint with 403 missing_right, reads included', async () => {
    const ben = { email: 'ben@northwind.test' };
    const orderer = roleListSchema.parse((await get(h, '/roles')).json()).items[1]!;
    const answers = [
      await get(h, '/roles', ben),
      await get(h, '/roles?archived=true', ben),
      await get(h, `/roles/${orderer.id}/archive-impact`, ben),
      await addRole(h, { name: 'By Ben', rights: [] }, ben),
      await edit(orderer, { name: 'By Ben' }, ben.email),
      await send(h, 'POST', `/roles/${orderer.id}/archive`, { version: orderer.version }, ben),
      await send(h, 'POST', `/roles/${orderer.id}/restore`, { version: orderer.version }, ben),
    ];
    for (const res of answers) expect(res.json()).toMatchObject({ status: 403, code: 'missing_right' });
    expect(roleListSchema.parse((await get(h, '/roles')).json()).items.map((r) => r.name)).not.toContain('By Ben');
  });
});

describe("rights of the client's modules only (issue 31)", () => {
  // Nora manages a client without modules; it gets the request module half-way.
  const nora = { email: 'nora@nomodules.test', client: 'no-modules' };
  const giveRequestModule = () => h.database.db.execute(sql`UPDATE corporate_clients SET modules = '{request}' WHERE external_uuid = ${clientUuid('no-modules')}`);

  it('offers each client the rights of its modules, and managing users and roles', async () => {
    expect((await get(h, '/roles/rights', nora)).json()).toEqual({ rights: ['MANAGE_ROLES_AND_USERS'] });
    expect((await get(h, '/roles/rights')).json().rights).toHaveLength(7);
    await giveRequestModule();
    expect((await get(h, '/roles/rights', nora)).json()).toEqual({ rights: ['MANAGE_ROLES_AND_USERS', 'MANAGE_REQUESTS'] });
  });

  it('refuses a new role with a right of a module the client does not have, storing nothing', async () => {
    await giveRequestModule();
    const res = await addRole(h, { name: 'Everything', rights: ['MANAGE_ROLES_AND_USERS', 'PLACE_ORDERS', 'MANAGE_ASSETS'] }, nora);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['rights']);
    expect((await get(h, '/roles', nora)).json().items.map((r: Role) => r.name)).not.toContain('Everything');
    expect((await addRole(h, { name: 'Requests', rights: ['MANAGE_REQUESTS'] }, nora)).statusCode).toBe(201);
  });

  it('lets a role keep a right its client has lost, but not gain one', async () => {
    await giveRequestModule();
    const role = parsedRole(await addRole(h, { name: 'Request handlers', rights: ['MANAGE_REQUESTS'] }, nora));
    // Given before the rule, or before the client lost the order module.
    await h.database.db.execute(sql`INSERT INTO role_rights (role_id, right_code) VALUES (${role.id}, 'PLACE_ORDERS')`);
    const [current] = (await get(h, '/roles', nora)).json().items.filter((r: Role) => r.id === role.id);
    const renamed = await send(h, 'PUT', `/roles/${role.id}`, { name: 'Handlers', rights: current.rights, version: current.version }, nora);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const gaining = await send(h, 'PUT', `/roles/${role.id}`, { name: 'Handlers', rights: [...current.rights, 'MANAGE_ASSETS'], version: parsedRole(renamed).version }, nora);
    expect(gaining.statusCode).toBe(400);
    expect(fieldsOf(gaining)).toEqual(['rights']);
  });
});

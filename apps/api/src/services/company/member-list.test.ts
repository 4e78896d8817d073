// GET /company/users, its CSV export and the role options: every member reads them; status, roles
// (archived ones flagged), self, the filters and the order by name.
import { memberPageSchema, roleOptionListSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { fieldsOf, get, memberByEmail, members, roleNamed, rows } from './people-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  // Three people with the same last name (two with the same first name), one invited, one deactivated.
  await rows(h, `
    INSERT INTO users (email, password_hash, first_name, last_name, password_set) VALUES
      ('zoe.zeeman@example.test', 'x', 'Zoe', 'Zeeman', true),
      ('adam.zeeman.2@example.test', 'x', 'Adam', 'Zeeman', true),
      ('adam.zeeman@example.test', 'x', 'Adam', 'Zeeman', false)`);
  await rows(h, `
    INSERT INTO memberships (user_id, client_id, modules, active, accepted_at)
    SELECT id, 1, '{order}', email <> 'zoe.zeeman@example.test', CASE WHEN password_set THEN now() END FROM users WHERE last_name = 'Zeeman' ORDER BY id`);
  await rows(h, `
    INSERT INTO membership_roles (membership_id, role_id)
    SELECT m.id, r.id FROM memberships m JOIN users u ON u.id = m.user_id JOIN roles r ON r.client_id = 1 AND r.name IN ('Viewer', 'Former buyers')
    WHERE u.last_name = 'Zeeman'`);
});
afterAll(() => h.close());

describe('the users list', () => {
  it('shows every member with status, roles and self, to a member without MANAGE_ROLES_AND_USERS too', async () => {
    const asAnna = await members(h);
    const asBen = await members(h, '', { email: 'ben@northwind.test' });
    expect(asBen.map((m) => m.id)).toEqual(asAnna.map((m) => m.id));
    const anna = asAnna.find((m) => m.email === 'anna@northwind.test')!;
    expect(anna).toMatchObject({ firstName: 'Anna', lastName: 'de Vries', status: 'active', self: true, invitedAt: null, version: 1 });
    expect(anna.roles).toEqual([{ id: expect.any(Number), name: 'Administrator', archived: false }]);
    expect(asBen.find((m) => m.email === 'ben@northwind.test')!.self).toBe(true);
    expect(asBen.filter((m) => m.self)).toHaveLength(1);
    // Nobody of another client, and Anna's other client lists its own people.
    expect(asAnna.map((m) => m.email)).not.toContain('carl@blocked.test');
    const infra = await members(h, '', { client: 'northwind-infra' });
    expect(infra.map((m) => m.email)).toEqual(['anna@northwind.test']);
  });

  it('tells invited, active and deactivated apart and flags archived roles', async () => {
    const byEmail = Object.fromEntries((await members(h, 'q=zeeman')).map((m) => [m.email, m]));
    expect(byEmail['adam.zeeman@example.test']!.status).toBe('invited');
    expect(byEmail['adam.zeeman.2@example.test']!.status).toBe('active');
    expect(byEmail['zoe.zeeman@example.test']!.status).toBe('deactivated');
    expect(byEmail['zoe.zeeman@example.test']!.roles.map((r) => [r.name, r.archived])).toEqual([['Former buyers', true], ['Viewer', false]]);
  });

  it('orders by last name, first name, then id', async () => {
    const zeemans = await members(h, 'q=zeeman');
    const ids = await rows<{ id: number }>(h, "SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email IN ('adam.zeeman@example.test', 'adam.zeeman.2@example.test') ORDER BY m.id");
    expect(zeemans.map((m) => m.id)).toEqual([ids[0]!.id, ids[1]!.id, (await memberByEmail(h, 'zoe.zeeman@example.test')).id]);
  });

  it('filters by name, full name, email, status and role, and pages', async () => {
    expect((await members(h, 'q=JANSEN')).map((m) => m.email)).toEqual(['ben@northwind.test']);
    expect((await members(h, 'q=ben%20jan')).map((m) => m.email)).toEqual(['ben@northwind.test']);
    expect((await members(h, 'q=anna%40north')).map((m) => m.email)).toEqual(['anna@northwind.test']);
    expect((await members(h, 'q=%25')).length).toBe(0);
    expect((await members(h, 'status=invited')).map((m) => m.email)).toEqual(['adam.zeeman@example.test']);
    expect((await members(h, 'status=deactivated')).map((m) => m.email)).toEqual(['zoe.zeeman@example.test']);
    expect((await members(h, 'status=active')).every((m) => m.status === 'active')).toBe(true);
    const siteOrderer = await roleNamed(h, 'Site orderer');
    expect((await members(h, `roleId=${siteOrderer.id}`)).map((m) => m.email)).toEqual(['ben@northwind.test']);
    const all = await members(h);
    const second = memberPageSchema.parse((await get(h, '/users?page=2&pageSize=2')).json());
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.length });
    expect(second.items.map((m) => m.id)).toEqual(all.slice(2, 4).map((m) => m.id));
    expect(fieldsOf(await get(h, '/users?status=gone'))).toEqual(['status']);
  });

  it('exports the filtered users as CSV, roles by name', async () => {
    const res = await get(h, '/users/export.csv?q=zeeman', { email: 'ben@northwind.test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('ID,First name,Last name,Email,Roles,Status,Invited on');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 3).join(' '))).toEqual(['Adam Zeeman', 'Adam Zeeman', 'Zoe Zeeman']);
    expect(lines[3]).toContain('Former buyers (archived); Viewer,Deactivated');
    expect(lines.find((l) => l.includes('adam.zeeman@example.test'))).toContain(',Invited,');
  });
});

describe('the role options', () => {
  it("lists every role of the client by name, archived ones flagged, to every member", async () => {
    const res = await get(h, '/users/role-options', { email: 'ben@northwind.test' });
    expect(res.statusCode).toBe(200);
    const { items } = roleOptionListSchema.parse(res.json());
    expect(items.map((r) => r.name)).toEqual(['Administrator', 'Former buyers', 'Orderer', 'Site manager', 'Site orderer', 'Viewer']);
    expect(items.filter((r) => r.archived).map((r) => r.name)).toEqual(['Former buyers']);
    const infra = roleOptionListSchema.parse((await get(h, '/users/role-options', { client: 'northwind-infra' })).json()).items;
    expect(infra.map((r) => r.id).some((id) => items.some((r) => r.id === id))).toBe(false);
  });
});

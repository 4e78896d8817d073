import { describe, expect, it, vi } from 'vitest';
import { fetchRoleArchiveImpact, roleArchiveImpactQuery } from '../roles/role-archive-impact';
import { fetchRoles, roleListQuery } from '../roles/role-list';
import { adminRole, formerRole, managerSession, memberPage, ordererImpact, ordererRole, roleOptions } from './fixtures';
import { fetchMembers, memberListQuery } from './member-list';
import { exportMembers } from './members-export';
import { fetchRoleOptions, roleOptionsQuery } from './role-options';
import { answer, api, base, seen, server, useTestServer } from '../test-server';

useTestServer();
const uuid = managerSession.client.uuid;

describe('the users list', () => {
  it('asks for the filtered page for the session client, keyed under the people prefix', async () => {
    server.use(answer('get', '/company/users', memberPage));
    const search = { page: 2, q: 'jan', status: 'invited' as const, roleId: 2 };
    expect(await fetchMembers(api, managerSession, search)).toEqual(memberPage);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ page: '2', q: 'jan', status: 'invited', roleId: '2', pageSize: '25' });
    expect(seen[0]!.client).toBe(uuid);
    expect(memberListQuery(api, managerSession, search).queryKey).toEqual(['company', uuid, 'people', 'members', search]);
    // Anything else the URL carries is not part of the key.
    expect(memberListQuery(api, managerSession, { ...search, other: 1 } as never).queryKey).toEqual(memberListQuery(api, managerSession, search).queryKey);
  });

  it('fails loudly when the answer does not match the contract', async () => {
    server.use(answer('get', '/company/users', { ...memberPage, items: [{ ...memberPage.items[0], status: 'gone' }] }));
    await expect(fetchMembers(api, managerSession, {})).rejects.toThrow();
  });

  it('reads the role options every member may read', async () => {
    server.use(answer('get', '/company/users/role-options', { items: roleOptions }));
    expect(await fetchRoleOptions(api, managerSession)).toEqual(roleOptions);
    expect(seen[0]!.client).toBe(uuid);
    expect(roleOptionsQuery(api, managerSession).queryKey).toEqual(['company', uuid, 'people', 'role-options']);
  });

  it('exports the filtered users (no page) through the api client, with the client header', async () => {
    const get = vi.fn(async () => ({ data: new Blob(['email\r\n']), headers: {} }));
    URL.createObjectURL = vi.fn(() => 'blob:users');
    URL.revokeObjectURL = vi.fn();
    const stub = { http: { get }, config: { apiUrlUsermgmt: base } } as never;
    await exportMembers(stub, managerSession, { page: 3, status: 'deactivated', roleId: 1 }, 'csv').catch(() => undefined);
    expect(get).toHaveBeenCalledWith(`${base}/company/users/export.csv`, expect.objectContaining({ params: { status: 'deactivated', roleId: 1 }, headers: { 'X-Corporate-Client': uuid } }));
  });
});

describe('the roles', () => {
  it('list the current roles, and archived ones only when asked', async () => {
    server.use(answer('get', '/company/roles', { items: [adminRole, ordererRole, formerRole] }));
    expect(await fetchRoles(api, managerSession, {})).toEqual([adminRole, ordererRole, formerRole]);
    await fetchRoles(api, managerSession, { archived: true });
    expect(seen.map((s) => Object.fromEntries(s.url.searchParams))).toEqual([{}, { archived: 'true' }]);
    expect(roleListQuery(api, managerSession, { archived: true }).queryKey).toEqual(['company', uuid, 'people', 'roles', { archived: true }]);
    expect(roleListQuery(api, managerSession, {}).queryKey).toEqual(['company', uuid, 'people', 'roles', {}]);
  });

  it('pass a 403 (no MANAGE_ROLES_AND_USERS) on as an HTTP error', async () => {
    server.use(answer('get', '/company/roles', { status: 403, code: 'missing_right' }, 403));
    await expect(fetchRoles(api, managerSession, {})).rejects.toMatchObject({ response: { status: 403 } });
  });

  it('read who loses which rights before a role is archived', async () => {
    server.use(answer('get', '/company/roles/2/archive-impact', ordererImpact));
    expect(await fetchRoleArchiveImpact(api, managerSession, 2)).toEqual(ordererImpact);
    expect(seen[0]!.client).toBe(uuid);
    expect(roleArchiveImpactQuery(api, managerSession, 2).queryKey).toEqual(['company', uuid, 'people', 'role-impact', 2]);
  });
});

import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { companyKeys } from '../company.keys';
import { archiveRoleMutation, postRoleArchiveAction } from '../roles/archive-role';
import { createRole, createRoleMutation } from '../roles/create-role';
import { updateRole, updateRoleMutation } from '../roles/update-role';
import { changeMemberRoles, changeMemberRolesMutation } from './change-member-roles';
import { ben, cleo, managerSession, ordererRole } from './fixtures';
import { inviteMember, inviteMemberMutation } from './invite-member';
import { memberActivationMutation, postActivation } from './member-activation';
import { peopleConflict } from './people-failures';
import { resendInvitation, resendInvitationMutation } from './resend-invitation';
import { answer, api, seen, server, useTestServer } from '../test-server';

useTestServer();
const uuid = managerSession.client.uuid;
const fail = (promise: Promise<unknown>) => promise.catch((e: unknown) => e);
const invitation = { email: 'cleo@northwind.test', firstName: 'Cleo', lastName: 'Bakker', roleIds: [2] };

describe('the users’ writes', () => {
  it('invite with the Idempotency-Key and the client header, and return the new member', async () => {
    server.use(answer('post', '/company/users', cleo, 201));
    expect(await inviteMember(api, managerSession, invitation, 'key-1')).toEqual(cleo);
    expect(seen[0]).toMatchObject({ method: 'POST', client: uuid, key: 'key-1', body: invitation });
  });

  it('send the version the user saw when changing roles, deactivating, reactivating and inviting again', async () => {
    server.use(
      answer('put', '/company/users/2/roles', ben),
      answer('post', '/company/users/2/deactivate', { ...ben, status: 'deactivated' }),
      answer('post', '/company/users/2/reactivate', ben),
      answer('post', '/company/users/5/invitation', cleo),
    );
    await changeMemberRoles(api, managerSession, 2, { roleIds: [1, 2], version: 1 });
    await postActivation(api, managerSession, 2, 'deactivate', 2);
    await postActivation(api, managerSession, 2, 'reactivate', 3);
    await resendInvitation(api, managerSession, 5, 1);
    expect(seen.map((s) => [s.method, s.url.pathname, s.body, s.client, s.key])).toEqual([
      ['PUT', '/api/usermgmt/company/users/2/roles', { roleIds: [1, 2], version: 1 }, uuid, null],
      ['POST', '/api/usermgmt/company/users/2/deactivate', { version: 2 }, uuid, null],
      ['POST', '/api/usermgmt/company/users/2/reactivate', { version: 3 }, uuid, null],
      ['POST', '/api/usermgmt/company/users/5/invitation', { version: 1 }, uuid, null],
    ]);
  });

  it('tell the refusals apart', async () => {
    for (const code of ['already_member', 'last_manager', 'cannot_deactivate_self', 'version_conflict'] as const) {
      server.use(answer('post', '/company/users/2/deactivate', { status: 409, code }, 409));
      expect(peopleConflict(await fail(postActivation(api, managerSession, 2, 'deactivate', 1)))).toBe(code);
    }
    server.use(answer('post', '/company/users/2/deactivate', { status: 409, code: 'something_else' }, 409));
    expect(peopleConflict(await fail(postActivation(api, managerSession, 2, 'deactivate', 1)))).toBeNull();
    server.use(answer('post', '/company/users/2/deactivate', { status: 403, code: 'missing_right' }, 403));
    expect(peopleConflict(await fail(postActivation(api, managerSession, 2, 'deactivate', 1)))).toBeNull();
    expect(peopleConflict(new Error('offline'))).toBeNull();
  });
});

describe('the roles’ writes', () => {
  it('create with the Idempotency-Key, update and archive or restore with the version', async () => {
    const input = { name: 'Site orderer', rights: ['PLACE_ORDERS' as const] };
    server.use(
      answer('post', '/company/roles', ordererRole, 201),
      answer('put', '/company/roles/2', ordererRole),
      answer('post', '/company/roles/2/archive', { ...ordererRole, archived: true }),
      answer('post', '/company/roles/2/restore', ordererRole),
    );
    expect(await createRole(api, managerSession, input, 'key-2')).toEqual(ordererRole);
    await updateRole(api, managerSession, 2, { ...input, version: 1 });
    await postRoleArchiveAction(api, managerSession, 2, 'archive', 2);
    await postRoleArchiveAction(api, managerSession, 2, 'restore', 3);
    expect(seen.map((s) => [s.method, s.url.pathname, s.body, s.client, s.key])).toEqual([
      ['POST', '/api/usermgmt/company/roles', input, uuid, 'key-2'],
      ['PUT', '/api/usermgmt/company/roles/2', { ...input, version: 1 }, uuid, null],
      ['POST', '/api/usermgmt/company/roles/2/archive', { version: 2 }, uuid, null],
      ['POST', '/api/usermgmt/company/roles/2/restore', { version: 3 }, uuid, null],
    ]);
  });
});

describe('after a write', () => {
  /** A cache holding a users page, the role options, the roles list and another page's list. */
  function cacheWithPeople() {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const keys = [companyKeys.memberList(uuid, {}), companyKeys.roleOptions(uuid), companyKeys.roleList(uuid, {}), companyKeys.contactPersonList(uuid, {})];
    for (const key of keys) queryClient.setQueryData(key, { items: [] });
    const stale = () => keys.map((key) => queryClient.getQueryState(key)!.isInvalidated);
    return { queryClient, stale };
  }
  const run = <D, V>(queryClient: QueryClient, options: MutationOptions<D, Error, V>, variables: V) =>
    new MutationObserver(queryClient, options).mutate(variables).catch((e: unknown) => e);

  it('makes the users and the roles stale (their shared prefix), and nothing else', async () => {
    server.use(
      answer('post', '/company/users', cleo, 201),
      answer('put', '/company/users/2/roles', ben),
      answer('post', '/company/users/2/deactivate', ben),
      answer('post', '/company/users/5/invitation', cleo),
      answer('post', '/company/roles', ordererRole, 201),
      answer('put', '/company/roles/2', ordererRole),
      answer('post', '/company/roles/2/archive', ordererRole),
    );
    const writes: ((qc: QueryClient) => Promise<unknown>)[] = [
      (qc) => run(qc, inviteMemberMutation(api, managerSession, qc), { input: invitation, idempotencyKey: 'k' }),
      (qc) => run(qc, changeMemberRolesMutation(api, managerSession, qc), { id: 2, input: { roleIds: [2], version: 1 } }),
      (qc) => run(qc, memberActivationMutation(api, managerSession, qc), { id: 2, action: 'deactivate', version: 1 }),
      (qc) => run(qc, resendInvitationMutation(api, managerSession, qc), { id: 5, version: 1 }),
      (qc) => run(qc, createRoleMutation(api, managerSession, qc), { input: { name: 'Buyer', rights: [] }, idempotencyKey: 'k' }),
      (qc) => run(qc, updateRoleMutation(api, managerSession, qc), { id: 2, input: { name: 'Buyer', rights: [], version: 1 } }),
      (qc) => run(qc, archiveRoleMutation(api, managerSession, qc), { id: 2, action: 'archive', version: 1 }),
    ];
    for (const write of writes) {
      const { queryClient, stale } = cacheWithPeople();
      await write(queryClient);
      expect(stale()).toEqual([true, true, true, false]);
    }
  });

  it('reads them again after a conflict, but not after a refused input or a lost answer', async () => {
    const outcomes: [unknown, number, boolean][] = [
      [{ status: 409, code: 'last_manager' }, 409, true],
      [{ status: 409, code: 'version_conflict', current: ben }, 409, true],
      [{ status: 400, code: 'validation_failed', errors: [{ field: 'roleIds', message: 'Required' }] }, 400, false],
      [{ status: 502 }, 502, false],
    ];
    for (const [body, status, reread] of outcomes) {
      server.use(answer('put', '/company/users/2/roles', body, status));
      const { queryClient, stale } = cacheWithPeople();
      await run(queryClient, changeMemberRolesMutation(api, managerSession, queryClient), { id: 2, input: { roleIds: [2], version: 1 } });
      expect(stale()).toEqual([reread, reread, reread, false]);
    }
  });
});

import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { companyKeys } from '../company.keys';
import { archiveContactPerson, archiveContactPersonMutation } from './archive-contact-person';
import { contactPersonListQuery, fetchContactPersons } from './contact-person-list';
import { exportContactPersons } from './contact-persons-export';
import { createContactPerson, createContactPersonMutation } from './create-contact-person';
import { companyManagerSession as session, contactPersonPage, eva } from './fixtures';
import { answer, api, base, seen, server, useTestServer } from '../test-server';
import { updateContactPerson, updateContactPersonMutation } from './update-contact-person';

useTestServer();
const uuid = session.client.uuid;
const fail = (promise: Promise<unknown>) => promise.catch((e: unknown) => e);
const input = { firstName: 'Eva', lastName: 'Smit', jobTitle: 'Site manager', email: 'eva.smit@northwind.test', phone: '+31612345678' };

describe('the contact persons list', () => {
  it('asks for the page and filters for the session client, keyed under the contact persons prefix', async () => {
    server.use(answer('get', '/company/contact-persons', contactPersonPage));
    expect(await fetchContactPersons(api, session, { page: 2, q: 'smit', archived: true })).toEqual(contactPersonPage);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ page: '2', q: 'smit', archived: 'true', pageSize: '25' });
    expect(seen[0]!.client).toBe(uuid);
    expect(contactPersonListQuery(api, session, { page: 1, q: 'smit' }).queryKey).toEqual(['company', uuid, 'contact-persons', 'list', { q: 'smit' }]);
  });

  it('fails loudly when the answer does not match the contract', async () => {
    server.use(answer('get', '/company/contact-persons', { ...contactPersonPage, items: [{ ...eva, version: undefined }] }));
    await expect(fetchContactPersons(api, session, {})).rejects.toThrow();
  });

  it('exports every matching person (no page) with the client header', async () => {
    const get = vi.fn(async () => ({ data: new Blob(['firstName\r\n']), headers: {} }));
    URL.createObjectURL = vi.fn(() => 'blob:contacts');
    URL.revokeObjectURL = vi.fn();
    const stub = { http: { get }, config: { apiUrlUsermgmt: base } } as never;
    await exportContactPersons(stub, session, { page: 3, q: 'eva', archived: true }, 'csv').catch(() => undefined);
    expect(get).toHaveBeenCalledWith(`${base}/company/contact-persons/export.csv`, expect.objectContaining({ params: { q: 'eva', archived: 'true' }, headers: { 'X-Corporate-Client': uuid } }));
  });
});

describe('the contact persons’ writes', () => {
  it('create with the Idempotency-Key, update, archive and restore with the version', async () => {
    server.use(
      answer('post', '/company/contact-persons', eva, 201),
      answer('put', '/company/contact-persons/4', eva),
      answer('post', '/company/contact-persons/4/archive', { ...eva, archived: true }),
      answer('post', '/company/contact-persons/4/restore', eva),
    );
    expect(await createContactPerson(api, session, input, 'key-1')).toEqual(eva);
    await updateContactPerson(api, session, 4, { ...input, version: 2 });
    expect((await archiveContactPerson(api, session, 4, 'archive', 3)).archived).toBe(true);
    await archiveContactPerson(api, session, 4, 'restore', 4);
    expect(seen.map((s) => [s.method, s.url.pathname, s.body, s.client, s.key])).toEqual([
      ['POST', '/api/usermgmt/company/contact-persons', input, uuid, 'key-1'],
      ['PUT', '/api/usermgmt/company/contact-persons/4', { ...input, version: 2 }, uuid, null],
      ['POST', '/api/usermgmt/company/contact-persons/4/archive', { version: 3 }, uuid, null],
      ['POST', '/api/usermgmt/company/contact-persons/4/restore', { version: 4 }, uuid, null],
    ]);
  });

  it('pass a version conflict on with the current person', async () => {
    const theirs = { ...eva, lastName: 'de Smit', version: 3 };
    server.use(answer('put', '/company/contact-persons/4', { status: 409, code: 'version_conflict', current: theirs }, 409));
    expect(await fail(updateContactPerson(api, session, 4, { ...input, version: 2 }))).toMatchObject({ response: { status: 409, data: { current: theirs } } });
  });
});

describe('after a write', () => {
  /** A cache holding two pages of the list and the addresses' list. */
  function cache() {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const keys = [companyKeys.contactPersonList(uuid, {}), companyKeys.contactPersonList(uuid, { page: 2 }), companyKeys.addressList(uuid, {})];
    for (const key of keys) queryClient.setQueryData(key, { items: [] });
    const stale = () => keys.map((key) => queryClient.getQueryState(key)!.isInvalidated);
    return { queryClient, stale };
  }
  const run = (queryClient: QueryClient, options: MutationOptions<unknown, Error, never>, variables: unknown) =>
    new MutationObserver(queryClient, options).mutate(variables as never).catch((e: unknown) => e);

  it('makes every page of the list stale, and nothing else', async () => {
    server.use(answer('post', '/company/contact-persons', eva, 201), answer('put', '/company/contact-persons/4', eva), answer('post', '/company/contact-persons/4/archive', eva));
    const writes: [(qc: QueryClient) => MutationOptions<never, Error, never>, unknown][] = [
      [(qc) => createContactPersonMutation(api, session, qc) as never, { input, idempotencyKey: 'k' }],
      [(qc) => updateContactPersonMutation(api, session, qc) as never, { id: 4, input: { ...input, version: 2 } }],
      [(qc) => archiveContactPersonMutation(api, session, qc) as never, { id: 4, action: 'archive', version: 2 }],
    ];
    for (const [options, variables] of writes) {
      const { queryClient, stale } = cache();
      await run(queryClient, options(queryClient) as never, variables);
      expect(stale()).toEqual([true, true, false]);
    }
  });

  it('reads the list again after a conflict, not after a refused input', async () => {
    for (const [body, status, reread] of [[{ status: 409, code: 'version_conflict', current: eva }, 409, true], [{ status: 400, code: 'validation_failed', errors: [{ field: 'email', message: 'x' }] }, 400, false]] as const) {
      server.use(answer('put', '/company/contact-persons/4', body, status));
      const { queryClient, stale } = cache();
      await run(queryClient, updateContactPersonMutation(api, session, queryClient) as never, { id: 4, input: { ...input, version: 2 } });
      expect(stale()).toEqual([reread, reread, false]);
    }
  });
});

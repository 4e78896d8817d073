import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { companyKeys } from '../company.keys';
import { companyManagerSession as session } from '../contact-persons/fixtures';
import { answer, api, base, seen, server, useTestServer } from '../test-server';
import { addressListQuery, fetchAddresses } from './address-list';
import { addressOptionsQuery, fetchAddressOptions } from './address-options';
import { exportAddresses } from './addresses-export';
import { archiveAddress, archiveAddressMutation } from './archive-address';
import { createAddress, createAddressMutation } from './create-address';
import { addressOptions, addressPage, harbourSite } from './fixtures';
import { updateAddress, updateAddressMutation } from './update-address';

useTestServer();
const uuid = session.client.uuid;
const { id: _id, archived: _archived, version: _version, ...input } = harbourSite;

describe('the addresses’ reads', () => {
  it('ask for the page and filters, and the options, for the session client', async () => {
    server.use(answer('get', '/company/addresses', addressPage), answer('get', '/company/addresses/options', addressOptions));
    expect(await fetchAddresses(api, session, { q: 'rotterdam' })).toEqual(addressPage);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ q: 'rotterdam', pageSize: '25' });
    expect(await fetchAddressOptions(api, session)).toEqual(addressOptions);
    expect(seen.map((s) => s.client)).toEqual([uuid, uuid]);
    expect(addressListQuery(api, session, { archived: true }).queryKey).toEqual(['company', uuid, 'addresses', 'list', { archived: true }]);
    expect(addressOptionsQuery(api, session).queryKey).toEqual(['company', uuid, 'addresses', 'options']);
  });

  it('export every matching address (no page) with the client header', async () => {
    const get = vi.fn(async () => ({ data: new Blob(['label\r\n']), headers: {} }));
    URL.createObjectURL = vi.fn(() => 'blob:addresses');
    URL.revokeObjectURL = vi.fn();
    const stub = { http: { get }, config: { apiUrlUsermgmt: base } } as never;
    await exportAddresses(stub, session, { page: 2, archived: true }, 'csv').catch(() => undefined);
    expect(get).toHaveBeenCalledWith(`${base}/company/addresses/export.csv`, expect.objectContaining({ params: { archived: 'true' }, headers: { 'X-Corporate-Client': uuid } }));
  });
});

describe('the addresses’ writes', () => {
  it('create with the Idempotency-Key, update, archive and restore with the version', async () => {
    server.use(
      answer('post', '/company/addresses', harbourSite, 201),
      answer('put', '/company/addresses/11', harbourSite),
      answer('post', '/company/addresses/11/archive', { ...harbourSite, archived: true }),
      answer('post', '/company/addresses/11/restore', harbourSite),
    );
    expect(await createAddress(api, session, input, 'key-7')).toEqual(harbourSite);
    await updateAddress(api, session, 11, { ...input, version: 2 });
    await archiveAddress(api, session, 11, 'archive', 3);
    await archiveAddress(api, session, 11, 'restore', 4);
    expect(seen.map((s) => [s.method, s.url.pathname, s.body, s.key])).toEqual([
      ['POST', '/api/usermgmt/company/addresses', input, 'key-7'],
      ['PUT', '/api/usermgmt/company/addresses/11', { ...input, version: 2 }, null],
      ['POST', '/api/usermgmt/company/addresses/11/archive', { version: 3 }, null],
      ['POST', '/api/usermgmt/company/addresses/11/restore', { version: 4 }, null],
    ]);
  });

  it('make the addresses (list and options) and the projects stale, not the contact persons', async () => {
    server.use(answer('post', '/company/addresses', harbourSite, 201), answer('put', '/company/addresses/11', harbourSite), answer('post', '/company/addresses/11/archive', harbourSite));
    const keys = [companyKeys.addressList(uuid, {}), companyKeys.addressOptions(uuid), companyKeys.projectList(uuid, {}), companyKeys.contactPersonList(uuid, {})];
    const writes: [(qc: QueryClient) => unknown, unknown][] = [
      [(qc) => createAddressMutation(api, session, qc), { input, idempotencyKey: 'k' }],
      [(qc) => updateAddressMutation(api, session, qc), { id: 11, input: { ...input, version: 2 } }],
      [(qc) => archiveAddressMutation(api, session, qc), { id: 11, action: 'archive', version: 2 }],
    ];
    for (const [options, variables] of writes) {
      const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
      for (const key of keys) queryClient.setQueryData(key, { items: [] });
      await new MutationObserver(queryClient, options(queryClient) as MutationOptions<unknown, Error, never>).mutate(variables as never);
      expect(keys.map((key) => queryClient.getQueryState(key)!.isInvalidated)).toEqual([true, true, true, false]);
    }
  });
});

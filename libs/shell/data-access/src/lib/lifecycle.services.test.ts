import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ShellApi } from './shell-api';
import { createShellQueries } from './shell.queries';
import { loadClientSettings, selectCorporateClient } from './lifecycle.services';

const client = (id: number) => ({ id, externalUuid: `uuid-${id}`, name: `Client ${id}`, showPrices: true, opCo: 'nl' as const });

function setup(clients: ReturnType<typeof client>[]) {
  const api = { corporateClients: vi.fn(async () => clients) } as unknown as ShellApi;
  return [new QueryClient(), createShellQueries(api)] as const;
}

describe('selectCorporateClient', () => {
  it('takes the only client', async () => {
    expect(await selectCorporateClient(...setup([client(1)]), null)).toEqual({
      kind: 'selected',
      client: { corporateClientId: 1, corporateClientUuid: 'uuid-1' },
    });
  });

  it('keeps the preferred client when the user is a member', async () => {
    const result = await selectCorporateClient(...setup([client(1), client(2)]), { uuid: 'uuid-2' });
    expect(result).toMatchObject({ kind: 'selected', client: { corporateClientId: 2 } });
  });

  it('keeps the client saved on the last visit, by its id', async () => {
    expect(await selectCorporateClient(...setup([client(1), client(2)]), { savedId: '2' })).toMatchObject({ kind: 'selected', client: { corporateClientUuid: 'uuid-2' } });
    expect(await selectCorporateClient(...setup([client(1), client(2)]), { savedId: 'uuid-2' })).toEqual({ kind: 'choose' });
  });

  it('asks the user to choose among several', async () => {
    expect(await selectCorporateClient(...setup([client(1), client(2)]), { uuid: 'uuid-9' })).toEqual({ kind: 'choose' });
  });

  it('has nothing to select without a client', async () => {
    expect(await selectCorporateClient(...setup([]), null)).toEqual({ kind: 'none' });
  });

  it('picks from the list the session\'s start answered with, without asking the API, and caches it (issue 14)', async () => {
    const api = { corporateClients: vi.fn(async () => [client(1), client(2)]) } as unknown as ShellApi;
    const [queryClient, queries] = [new QueryClient(), createShellQueries(api)] as const;
    const result = await selectCorporateClient(queryClient, queries, { uuid: 'uuid-2' }, [client(2)]);
    expect(result).toMatchObject({ kind: 'selected', client: { corporateClientId: 2 } });
    expect(queryClient.getQueryData(queries.corporateClients().queryKey)).toEqual([client(2)]);
    expect(await selectCorporateClient(queryClient, queries, null, [client(1)])).toMatchObject({ kind: 'selected', client: { corporateClientId: 1 } });
    expect(api.corporateClients).not.toHaveBeenCalled();
  });

  it('asks the API when no list came with the session', async () => {
    const api = { corporateClients: vi.fn(async () => [client(3)]) } as unknown as ShellApi;
    const queries = createShellQueries(api);
    expect(await selectCorporateClient(new QueryClient(), queries, null, undefined)).toMatchObject({ kind: 'selected', client: { corporateClientId: 3 } });
    expect(api.corporateClients).toHaveBeenCalledTimes(1);
  });
});

describe('loadClientSettings', () => {
  it('resolves to the modules, which only the lifecycle keeps, and caches the rest for the client', async () => {
    const api = {
      corporateClient: vi.fn(async () => ({ ...client(1), commerciallyBlocked: false })),
      modules: vi.fn(async () => ({ modules: ['order' as const] })),
      rights: vi.fn(async () => ({ rights: ['VIEW_PRICES' as const] })),
      globalActions: vi.fn(async () => ({ order: { possible: true, disabled: false } })),
    } as unknown as ShellApi;
    const queryClient = new QueryClient();
    const queries = createShellQueries(api);
    expect(await loadClientSettings(queryClient, queries, api, 'uuid-1')).toEqual(['order']);
    expect(queryClient.getQueryData(queries.rights('uuid-1').queryKey)).toEqual({ rights: ['VIEW_PRICES'] });
    expect(queryClient.getQueryData(queries.corporateClient('uuid-1').queryKey)).toMatchObject({ id: 1 });
    const cached = queryClient.getQueryCache().getAll().map((q) => q.queryKey[1]);
    expect(cached.sort()).toEqual(['corporateClient', 'globalActions', 'rights']);
  });
});

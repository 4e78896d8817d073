import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ShellApi } from './shell-api';
import { createShellQueries } from './shell.queries';
import { selectCorporateClient } from './lifecycle.services';

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
    const result = await selectCorporateClient(...setup([client(1), client(2)]), 'uuid-2');
    expect(result).toMatchObject({ kind: 'selected', client: { corporateClientId: 2 } });
  });

  it('asks the user to choose among several', async () => {
    expect(await selectCorporateClient(...setup([client(1), client(2)]), 'uuid-9')).toEqual({ kind: 'choose' });
  });

  it('has nothing to select without a client', async () => {
    expect(await selectCorporateClient(...setup([]), null)).toEqual({ kind: 'none' });
  });
});

import { queryOptions } from '@tanstack/react-query';
import type { ShellApi } from './shell-api';

/**
 * Query options for the shell's server data. Keys carry the client uuid because the answers depend on
 * the X-Corporate-Client header. The lifecycle machine decides when they refresh, so they never go
 * stale on their own. The modules are not here: they live in the lifecycle's settings (spec §3).
 */
export function createShellQueries(api: ShellApi) {
  const perClient = <T>(name: string, uuid: string, queryFn: () => Promise<T>) =>
    queryOptions({ queryKey: ['shell', name, uuid] as const, queryFn, staleTime: Infinity });
  return {
    all: ['shell'] as const,
    corporateClients: () =>
      queryOptions({ queryKey: ['shell', 'corporateClients'] as const, queryFn: api.corporateClients, staleTime: Infinity }),
    corporateClient: (uuid: string) => perClient('corporateClient', uuid, () => api.corporateClient(uuid)),
    globalActions: (uuid: string) => perClient('globalActions', uuid, api.globalActions),
    rentalContact: (uuid: string) => perClient('rentalContact', uuid, api.rentalContact),
    rights: (uuid: string) => perClient('rights', uuid, api.rights),
  };
}
export type ShellQueries = ReturnType<typeof createShellQueries>;

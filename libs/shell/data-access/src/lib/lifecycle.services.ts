import type { CorporateClient } from '@portal/shared-api-contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ShellApi } from './shell-api';
import type { ShellQueries } from './shell.queries';
import type { ClientPreference, ClientSelection, ModuleName } from './lifecycle.types';

/**
 * Picks the client to act for: the preferred one (by uuid, or by the id saved on the last visit) if the user is still a member, else the only one;
 * several without a preference means the user chooses; none means logout (spec §4).
 */
export async function selectCorporateClient(
  queryClient: QueryClient,
  queries: ShellQueries,
  preferred: ClientPreference | null,
  // The list the sign-in or session restore answered with, if any: no round trip to ask again.
  knownClients?: CorporateClient[],
): Promise<ClientSelection> {
  if (knownClients) queryClient.setQueryData(queries.corporateClients().queryKey, knownClients);
  const clients = knownClients ?? (await queryClient.fetchQuery({ ...queries.corporateClients(), staleTime: 0 }));
  const isPreferred = (c: CorporateClient) => {
    if (!preferred) return false;
    return 'uuid' in preferred ? c.externalUuid === preferred.uuid : String(c.id) === preferred.savedId;
  };
  const pick = clients.find(isPreferred) ?? (clients.length === 1 ? clients[0] : undefined);
  if (pick) return { kind: 'selected', client: { corporateClientId: pick.id, corporateClientUuid: pick.externalUuid } };
  return clients.length > 1 ? { kind: 'choose' } : { kind: 'none' };
}

/**
 * Loads what the shell needs for one client into the cache, and resolves to the active modules, which
 * the lifecycle keeps in its settings (spec §3) and nowhere else: not cached, so there is one copy.
 */
export async function loadClientSettings(queryClient: QueryClient, queries: ShellQueries, api: Pick<ShellApi, 'modules'>, uuid: string): Promise<ModuleName[]> {
  const [, modules] = await Promise.all([
    queryClient.fetchQuery(queries.corporateClient(uuid)),
    api.modules(),
    queryClient.fetchQuery(queries.rights(uuid)),
    queryClient.fetchQuery(queries.globalActions(uuid)),
  ]);
  return modules.modules;
}

/** The hourly rights reload: fetched again, whatever the cache holds. */
export async function reloadRights(queryClient: QueryClient, queries: ShellQueries, uuid: string): Promise<void> {
  await queryClient.fetchQuery({ ...queries.rights(uuid), staleTime: 0 });
}

import type { Session } from '@portal/shared-data-access-http';
import type { AppServices } from './services';

/**
 * The session every area's routes receive in their context, built from the lifecycle (which client)
 * and the shell's cache (the client's name and price setting, the rights, the modules), which the
 * lifecycle loaded before it said "initialised".
 */
export function sessionOf({ lifecycle, queryClient, queries }: Pick<AppServices, 'lifecycle' | 'queryClient' | 'queries'>): Session | null {
  const { context } = lifecycle.getSnapshot();
  const uuid = context.corporateClient?.corporateClientUuid;
  if (!uuid || !context.settings.ready) return null;
  const client = queryClient.getQueryData(queries.corporateClient(uuid).queryKey);
  const rights = queryClient.getQueryData(queries.rights(uuid).queryKey);
  if (!client) return null;
  return {
    client: { uuid, id: client.id, name: client.name, showPrices: client.showPrices },
    rights: rights?.rights ?? [],
    modules: context.settings.modules,
  };
}

import { profileKeys } from '@portal/profile-data-access';
import type { Profile } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import type { AppServices } from './services';

/**
 * The session every area's routes receive in their context, built from the lifecycle (which client)
 * and the shell's cache (the user's profile, the client's name and price setting, the rights, the modules), which the
 * lifecycle loaded before it said "initialised".
 */
export function sessionOf({ lifecycle, queryClient, queries }: Pick<AppServices, 'lifecycle' | 'queryClient' | 'queries'>): Session | null {
  const { context } = lifecycle.getSnapshot();
  const uuid = context.corporateClient?.corporateClientUuid;
  if (!uuid || !context.settings.ready) return null;
  const client = queryClient.getQueryData(queries.corporateClient(uuid).queryKey);
  const rights = queryClient.getQueryData(queries.rights(uuid).queryKey);
  const profile = queryClient.getQueryData<Profile>(profileKeys.me());
  if (!client || !profile) return null;
  return {
    user: { id: profile.id },
    client: { uuid, id: client.id, name: client.name, showPrices: client.showPrices },
    rights: rights?.rights ?? [],
    modules: context.settings.modules,
  };
}

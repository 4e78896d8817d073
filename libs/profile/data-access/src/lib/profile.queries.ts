import type { Profile, ProfilePatch } from '@portal/shared-api-contract';
import type { ApiClient } from '@portal/shared-data-access-http';
import { queryOptions } from '@tanstack/react-query';

export const profileKeys = { all: ['profile'] as const, me: () => ['profile', 'me'] as const };

/** The signed-in user's profile (user management service). */
export const profileQueries = {
  me: ({ http, config }: ApiClient) =>
    queryOptions({
      queryKey: profileKeys.me(),
      queryFn: async () => (await http.get<Profile>(`${config.apiUrlUsermgmt}/profile`)).data,
      staleTime: 5 * 60_000,
    }),
};

export async function updateProfile({ http, config }: ApiClient, patch: ProfilePatch): Promise<Profile> {
  return (await http.patch<Profile>(`${config.apiUrlUsermgmt}/profile`, patch)).data;
}

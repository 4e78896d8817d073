// GET /profile: the signed-in user's profile. The app loads it at start (services.ts) and the
// language follows it (LocaleSync); the profile page edits it.
import type { Profile } from '@portal/shared-api-contract';
import { useApiClient, type ApiClient } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileParser } from './parse-profile';
import { profileKeys } from './profile.keys';

export async function fetchProfile({ http, config }: ApiClient): Promise<Profile> {
  // The schema downloads beside the request (parse-profile.ts).
  const [{ data }, parse] = await Promise.all([http.get(`${config.apiUrlUsermgmt}/profile`), profileParser()]);
  return parse(data);
}

/** The signed-in user's profile (user management service). */
export const profileQueries = {
  me: (api: ApiClient) => queryOptions({ queryKey: profileKeys.me(), queryFn: () => fetchProfile(api), staleTime: 5 * 60_000 }),
};

/** The profile, when signed in. */
export function useProfile(enabled = true) {
  return useQuery({ ...profileQueries.me(useApiClient()), enabled });
}

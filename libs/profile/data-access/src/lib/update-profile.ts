// PATCH /profile: name, phone or language, with the version the change was based on. The cached
// profile becomes the server's answer; after a 409 `version_conflict` it becomes what is saved
// now (`current`), so the page, the language and the next save all start from there.
import { profileSchema, type Profile, type ProfilePatch } from '@portal/shared-api-contract';
import { describeFailure, useApiClient, type ApiClient } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profileQueries } from './profile-me';
import { profileKeys } from './profile.keys';

/** A change of the profile; without `version`, the cached profile's is sent. */
export type ProfileChange = Omit<ProfilePatch, 'version'> & { version?: number };

export async function updateProfile({ http, config }: ApiClient, patch: ProfilePatch): Promise<Profile> {
  const { data } = await http.patch(`${config.apiUrlUsermgmt}/profile`, patch);
  return profileSchema.parse(data);
}

/** The profile as saved now, when the error is a 409 `version_conflict` that carries it; else null. */
export function profileConflict(error: unknown): Profile | null {
  const failure = describeFailure(error);
  if (failure.kind !== 'problem' || failure.problem.status !== 409 || failure.problem.code !== 'version_conflict') return null;
  return profileSchema.safeParse(failure.problem.current).data ?? null;
}

/** `mutateAsync(change)`: resolves with the saved profile. */
export function updateProfileMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async ({ version, ...change }: ProfileChange) =>
      updateProfile(api, { ...change, version: version ?? (await queryClient.ensureQueryData(profileQueries.me(api))).version }),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.me(), profile),
    onError: (error) => {
      const current = profileConflict(error);
      if (current) queryClient.setQueryData(profileKeys.me(), current);
    },
  });
}

/** Saves profile changes (see updateProfileMutation). */
export const useUpdateProfile = () => useMutation(updateProfileMutation(useApiClient(), useQueryClient()));

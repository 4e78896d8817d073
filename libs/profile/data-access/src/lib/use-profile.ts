import type { ProfilePatch } from '@portal/shared-api-contract';
import { useApiClient } from '@portal/shared-data-access-http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys, profileQueries, updateProfile } from './profile.queries';

/** The profile, when signed in. */
export function useProfile(enabled = true) {
  return useQuery({ ...profileQueries.me(useApiClient()), enabled });
}

/** Saves profile changes; the cached profile is replaced by the server's answer. */
export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => updateProfile(client, patch),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.me(), profile),
  });
}

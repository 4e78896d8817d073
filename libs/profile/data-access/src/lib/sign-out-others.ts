// POST /profile/sessions/sign-out-others: ends every sign-in but this one. The devices are read
// again afterwards, also when it failed (some may have ended before the failure).
import { signedOutElsewhereSchema, type SignedOutElsewhere } from '@portal/shared-api-contract';
import { useApiClient, type ApiClient } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profileKeys } from './profile.keys';

export async function signOutOthers({ http, config }: ApiClient): Promise<SignedOutElsewhere> {
  const { data } = await http.post(`${config.apiUrlUsermgmt}/profile/sessions/sign-out-others`);
  return signedOutElsewhereSchema.parse(data);
}

/** `mutateAsync()`: how many other sign-ins were ended. */
export function signOutOthersMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: () => signOutOthers(api),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export const useSignOutOthers = () => useMutation(signOutOthersMutation(useApiClient(), useQueryClient()));

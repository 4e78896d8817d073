// POST /profile/password: the current password proves it is the user; a change ends every other
// sign-in, so the devices are read again. Nothing is retried: a wrong password counts.
import { signedOutElsewhereSchema, type ChangePasswordBody, type SignedOutElsewhere } from '@portal/shared-api-contract';
import { useApiClient, type ApiClient } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profileKeys } from './profile.keys';

export async function changePassword({ http, config }: ApiClient, body: ChangePasswordBody): Promise<SignedOutElsewhere> {
  const { data } = await http.post(`${config.apiUrlUsermgmt}/profile/password`, body);
  return signedOutElsewhereSchema.parse(data);
}

/** `mutateAsync(body)`: how many other sign-ins the change ended. */
export function changePasswordMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (body: ChangePasswordBody) => changePassword(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export const useChangePassword = () => useMutation(changePasswordMutation(useApiClient(), useQueryClient()));

// GET /profile/sessions: where the user is signed in (one entry per sign-in), the current one marked.
import { signedInDevicesSchema, type SignedInDevices } from '@portal/shared-api-contract';
import { useApiClient, type ApiClient } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileKeys } from './profile.keys';

export async function fetchSignedInDevices({ http, config }: ApiClient): Promise<SignedInDevices> {
  const { data } = await http.get(`${config.apiUrlUsermgmt}/profile/sessions`);
  return signedInDevicesSchema.parse(data);
}

export const signedInDevicesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: profileKeys.sessions(), queryFn: () => fetchSignedInDevices(api), staleTime: 30_000 });

/** The signed-in devices, newest use first (the server's order). */
export const useSignedInDevices = () => useQuery(signedInDevicesQuery(useApiClient()));

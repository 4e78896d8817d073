// Editing an address: a PUT with the version the user saw. Afterwards the lists are read again;
// on 409 `version_conflict` too, since the list shows an outdated version.
import { addressSchema, type Address, type AddressUpdate } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isConflict } from '../contact-persons/conflict';
import { rereadAddresses } from './stale';

export async function updateAddress(api: ApiClient, session: Session, id: number, input: AddressUpdate): Promise<Address> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.put(`${config.apiUrlUsermgmt}/company/addresses/${id}`, input);
  return addressSchema.parse(data);
}

/** `mutateAsync({ id, input })` with the version in the input. */
export function updateAddressMutation(api: ApiClient, session: Session, queryClient: QueryClient) {
  const reread = () => rereadAddresses(queryClient, session.client.uuid);
  return mutationOptions({
    mutationFn: ({ id, input }: { id: number; input: AddressUpdate }) => updateAddress(api, session, id, input),
    onSuccess: reread,
    onError: (error) => (isConflict(error) ? reread() : undefined),
  });
}

export const useUpdateAddress = (session: Session) => useMutation(updateAddressMutation(useApiClient(), session, useQueryClient()));

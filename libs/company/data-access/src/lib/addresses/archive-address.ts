// Archive and restore: a POST with the version the user saw; the lists are read again afterwards,
// whether it worked or the address had changed meanwhile (409).
import { addressSchema, type Address } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CompanyArchiveAction } from '../contact-persons/archive-contact-person';
import { isConflict } from '../contact-persons/conflict';
import { rereadAddresses } from './stale';

/** Archives (hidden unless `Show archived`, not chosen for new orders or projects) or restores an address. */
export async function archiveAddress(api: ApiClient, session: Session, id: number, action: CompanyArchiveAction, version: number): Promise<Address> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/addresses/${id}/${action}`, { version });
  return addressSchema.parse(data);
}

/** `mutateAsync({ id, action, version })`. */
export function archiveAddressMutation(api: ApiClient, session: Session, queryClient: QueryClient) {
  const reread = () => rereadAddresses(queryClient, session.client.uuid);
  return mutationOptions({
    mutationFn: ({ id, action, version }: { id: number; action: CompanyArchiveAction; version: number }) => archiveAddress(api, session, id, action, version),
    onSuccess: reread,
    onError: (error) => (isConflict(error) ? reread() : undefined),
  });
}

export const useArchiveAddress = (session: Session) => useMutation(archiveAddressMutation(useApiClient(), session, useQueryClient()));

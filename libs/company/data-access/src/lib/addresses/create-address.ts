import { addressSchema, type Address, type AddressInput } from '@portal/shared-api-contract';
import { sessionClient, idempotencyKeyHeader, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rereadAddresses } from './stale';

/**
 * Adds a delivery address. The caller keeps the key (`newIdempotencyKey`) until an answer
 * arrives, so a double click, a 504 retry or a lost answer gives one address.
 */
export async function createAddress(api: ApiClient, session: Session, input: AddressInput, idempotencyKey: string): Promise<Address> {
  const { http, config } = sessionClient(api, session);
  const headers = { [idempotencyKeyHeader]: idempotencyKey };
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/addresses`, input, { headers });
  return addressSchema.parse(data);
}

/** `mutateAsync({ input, idempotencyKey })`; pending until the list has the new address. */
export function createAddressMutation(api: ApiClient, session: Session, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ input, idempotencyKey }: { input: AddressInput; idempotencyKey: string }) => createAddress(api, session, input, idempotencyKey),
    onSuccess: () => rereadAddresses(queryClient, session.client.uuid),
  });
}

export const useCreateAddress = (session: Session) => useMutation(createAddressMutation(useApiClient(), session, useQueryClient()));

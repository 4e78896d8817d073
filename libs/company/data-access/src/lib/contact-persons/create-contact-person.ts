import { contactPersonSchema, type ContactPerson, type ContactPersonInput } from '@portal/shared-api-contract';
import { sessionClient, idempotencyKeyHeader, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';

/**
 * Adds a contact person. The caller keeps the key (`newIdempotencyKey`) until an answer arrives,
 * so a double click, a 504 retry or a lost answer gives one person.
 */
export async function createContactPerson(api: ApiClient, session: Session, input: ContactPersonInput, idempotencyKey: string): Promise<ContactPerson> {
  const { http, config } = sessionClient(api, session);
  const headers = { [idempotencyKeyHeader]: idempotencyKey };
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/contact-persons`, input, { headers });
  return contactPersonSchema.parse(data);
}

/** `mutateAsync({ input, idempotencyKey })`; a new person makes every page of the list stale. */
export function createContactPersonMutation(api: ApiClient, session: Session, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ input, idempotencyKey }: { input: ContactPersonInput; idempotencyKey: string }) => createContactPerson(api, session, input, idempotencyKey),
    // Returned, so the mutation is pending until the list has the new person.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.contactPersons(session.client.uuid) }),
  });
}

export const useCreateContactPerson = (session: Session) => useMutation(createContactPersonMutation(useApiClient(), session, useQueryClient()));

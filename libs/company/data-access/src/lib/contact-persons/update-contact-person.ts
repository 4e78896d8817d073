// Editing a contact person: a PUT with the version the user saw. Afterwards the list is read
// again; on 409 `version_conflict` too, since the list shows an outdated version.
import { contactPersonSchema, type ContactPerson, type ContactPersonUpdate } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';
import { isConflict } from './conflict';

export async function updateContactPerson(api: ApiClient, session: Session, id: number, input: ContactPersonUpdate): Promise<ContactPerson> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.put(`${config.apiUrlUsermgmt}/company/contact-persons/${id}`, input);
  return contactPersonSchema.parse(data);
}

/** `mutateAsync({ id, input })` with the version in the input. */
export function updateContactPersonMutation(api: ApiClient, session: Session, queryClient: QueryClient) {
  const reread = () => queryClient.invalidateQueries({ queryKey: companyKeys.contactPersons(session.client.uuid) });
  return mutationOptions({
    mutationFn: ({ id, input }: { id: number; input: ContactPersonUpdate }) => updateContactPerson(api, session, id, input),
    onSuccess: reread,
    onError: (error) => (isConflict(error) ? reread() : undefined),
  });
}

export const useUpdateContactPerson = (session: Session) => useMutation(updateContactPersonMutation(useApiClient(), session, useQueryClient()));

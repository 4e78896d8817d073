// Archive and restore: a POST with the version the user saw; the list is read again afterwards,
// whether it worked or the person had changed meanwhile (409).
import { contactPersonSchema, type ContactPerson } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { companyKeys } from '../company.keys';
import { isConflict } from './conflict';

export type CompanyArchiveAction = 'archive' | 'restore';

/** Archives (hidden unless `Show archived`, not chosen for new orders) or restores a contact person. */
export async function archiveContactPerson(api: ApiClient, session: Session, id: number, action: CompanyArchiveAction, version: number): Promise<ContactPerson> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/contact-persons/${id}/${action}`, { version });
  return contactPersonSchema.parse(data);
}

/** `mutateAsync({ id, action, version })`. */
export function archiveContactPersonMutation(api: ApiClient, session: Session, queryClient: QueryClient) {
  const reread = () => queryClient.invalidateQueries({ queryKey: companyKeys.contactPersons(session.client.uuid) });
  return mutationOptions({
    mutationFn: ({ id, action, version }: { id: number; action: CompanyArchiveAction; version: number }) => archiveContactPerson(api, session, id, action, version),
    onSuccess: reread,
    onError: (error) => (isConflict(error) ? reread() : undefined),
  });
}

export const useArchiveContactPerson = (session: Session) => useMutation(archiveContactPersonMutation(useApiClient(), session, useQueryClient()));

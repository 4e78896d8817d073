// `Send invitation again` for a member who has not set a password yet: a new link, valid
// `companyLimits.invitationDays` from now, replaces the old one.
import { memberSchema, type Member } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rereadOnConflict, rereadPeople } from './reread-people';

/** Sends the invitation again (only for status `invited`), with the version the user saw. */
export async function resendInvitation(api: ApiClient, session: Session, id: number, version: number): Promise<Member> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/users/${id}/invitation`, { version });
  return memberSchema.parse(data);
}

/** `mutateAsync({ id, version })`; the member's invitation date changes, so the users are read again. */
export const resendInvitationMutation = (api: ApiClient, session: Session, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, version }: { id: number; version: number }) => resendInvitation(api, session, id, version),
    onSuccess: () => rereadPeople(queryClient, session),
    onError: rereadOnConflict(queryClient, session),
  });

export const useResendInvitation = (session: Session) => useMutation(resendInvitationMutation(useApiClient(), session, useQueryClient()));

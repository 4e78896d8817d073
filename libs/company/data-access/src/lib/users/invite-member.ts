// `Invite user`: one Idempotency-Key per invitation until the API answers, so a double click or a
// retry after a lost answer sends one mail and adds one member.
import { memberSchema, type Invitation, type Member } from '@portal/shared-api-contract';
import { sessionClient, idempotencyKeyHeader, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rereadPeople } from './reread-people';

/** Invites by email (the member is `invited` until the person accepts); 409 `already_member` when they are one. */
export async function inviteMember(api: ApiClient, session: Session, input: Invitation, idempotencyKey: string): Promise<Member> {
  const { http, config } = sessionClient(api, session);
  const headers = { [idempotencyKeyHeader]: idempotencyKey };
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/users`, input, { headers });
  return memberSchema.parse(data);
}

/** `mutateAsync({ input, idempotencyKey })`; a new member makes the users list and the roles' counts stale. */
export const inviteMemberMutation = (api: ApiClient, session: Session, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ input, idempotencyKey }: { input: Invitation; idempotencyKey: string }) => inviteMember(api, session, input, idempotencyKey),
    onSuccess: () => rereadPeople(queryClient, session),
  });

export const useInviteMember = (session: Session) => useMutation(inviteMemberMutation(useApiClient(), session, useQueryClient()));

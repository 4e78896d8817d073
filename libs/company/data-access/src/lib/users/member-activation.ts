// `Deactivate` and `Reactivate`: a POST with the version the user saw. Deactivating ends the
// member's sessions at once (the API does it); afterwards the users and roles are read again.
import { memberSchema, type Member } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rereadOnConflict, rereadPeople } from './reread-people';

export type ActivationAction = 'deactivate' | 'reactivate';

/** 409 `cannot_deactivate_self` for the caller, `last_manager` for the last one with MANAGE_ROLES_AND_USERS. */
export async function postActivation(api: ApiClient, session: Session, id: number, action: ActivationAction, version: number): Promise<Member> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.post(`${config.apiUrlUsermgmt}/company/users/${id}/${action}`, { version });
  return memberSchema.parse(data);
}

/** `mutateAsync({ id, action, version })`; on success or a conflict the users and roles are read again. */
export const memberActivationMutation = (api: ApiClient, session: Session, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, action, version }: { id: number; action: ActivationAction; version: number }) => postActivation(api, session, id, action, version),
    onSuccess: () => rereadPeople(queryClient, session),
    onError: rereadOnConflict(queryClient, session),
  });

export const useMemberActivation = (session: Session) => useMutation(memberActivationMutation(useApiClient(), session, useQueryClient()));

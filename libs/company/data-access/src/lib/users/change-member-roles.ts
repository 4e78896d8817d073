// `Change roles`: a PUT of the member's whole set of roles with the version the user saw.
import { memberSchema, type Member, type MemberRolesUpdate } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rereadOnConflict, rereadPeople } from './reread-people';

/** Sets the member's roles; 409 `last_manager` when no one would keep MANAGE_ROLES_AND_USERS. */
export async function changeMemberRoles(api: ApiClient, session: Session, id: number, input: MemberRolesUpdate): Promise<Member> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.put(`${config.apiUrlUsermgmt}/company/users/${id}/roles`, input);
  return memberSchema.parse(data);
}

/** `mutateAsync({ id, input })`; on success or a conflict the users and roles are read again. */
export const changeMemberRolesMutation = (api: ApiClient, session: Session, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: number; input: MemberRolesUpdate }) => changeMemberRoles(api, session, id, input),
    // Returned, so the mutation is pending until the fresh list is in the cache.
    onSuccess: () => rereadPeople(queryClient, session),
    onError: rereadOnConflict(queryClient, session),
  });

export const useChangeMemberRoles = (session: Session) => useMutation(changeMemberRolesMutation(useApiClient(), session, useQueryClient()));

// `Only these projects` (issue 35 point 6): a PUT of the projects a member is limited to (null:
// all) with the version the user saw, like a change of roles.
import { memberSchema, type Member, type MemberProjectsUpdate } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rereadOnConflict, rereadPeople } from './reread-people';

/** Limits the member to these projects, or lifts the limit with `projectIds: null`. */
export async function changeMemberProjects(api: ApiClient, session: Session, id: number, input: MemberProjectsUpdate): Promise<Member> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.put(`${config.apiUrlUsermgmt}/company/users/${id}/projects`, input);
  return memberSchema.parse(data);
}

/** `mutateAsync({ id, input })`; on success or a conflict the users are read again. */
export const changeMemberProjectsMutation = (api: ApiClient, session: Session, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: number; input: MemberProjectsUpdate }) => changeMemberProjects(api, session, id, input),
    onSuccess: () => rereadPeople(queryClient, session),
    onError: rereadOnConflict(queryClient, session),
  });

export const useChangeMemberProjects = (session: Session) => useMutation(changeMemberProjectsMutation(useApiClient(), session, useQueryClient()));

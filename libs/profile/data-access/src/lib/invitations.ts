// The user's invitations to join a company (issue 31): GET /profile/invitations, and answering one
// (POST …/:id/accept or …/decline). A company is the user's only once they accept; accepting
// changes the user's companies, which whoever shows them reads again (the companies page does).
import { pendingInvitationsSchema, type PendingInvitations } from '@portal/shared-api-contract';
import { useApiClient, type ApiClient } from '@portal/shared-data-access-http';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profileKeys } from './profile.keys';

export async function fetchInvitations({ http, config }: ApiClient): Promise<PendingInvitations> {
  const { data } = await http.get(`${config.apiUrlUsermgmt}/profile/invitations`);
  return pendingInvitationsSchema.parse(data);
}

export const invitationsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: profileKeys.invitations(), queryFn: () => fetchInvitations(api), staleTime: 30_000 });

/** Invitations that wait for the user's answer, newest first. */
export const useInvitations = () => useQuery(invitationsQuery(useApiClient()));

export type InvitationAnswer = 'accept' | 'decline';

export async function answerInvitation({ http, config }: ApiClient, id: number, answer: InvitationAnswer): Promise<void> {
  await http.post(`${config.apiUrlUsermgmt}/profile/invitations/${id}/${answer}`);
}

/** `mutateAsync({ id, answer })`; the invitations are read again afterwards, also after a failure. */
export function answerInvitationMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ id, answer }: { id: number; answer: InvitationAnswer }) => answerInvitation(api, id, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.invitations() }),
  });
}

export const useAnswerInvitation = () => useMutation(answerInvitationMutation(useApiClient(), useQueryClient()));

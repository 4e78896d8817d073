// Editing a Submitted request: a PATCH with the version the user saw. Afterwards the request and
// every requests list are read again, whether it worked or the request had moved on (409).
import type { RequestEdit } from '@portal/shared-api-contract';
import { describeFailure, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from '../request.keys';

/** What an edit sends: the version it was based on and the changed fields of the request's type. */
export type RequestEditInput = RequestEdit;

/** PATCHes one request; the answer's body is not needed, since the request is read again anyway. */
export async function editRequest(api: ApiClient, session: Session, id: number, input: RequestEditInput): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await http.patch(`${config.apiUrlRequest}/requests/${id}`, input);
}

/**
 * The request changed in the meantime: another version (`version_conflict`) or it is no longer
 * Submitted (`invalid_status`). The screen says so; the request is already re-read.
 */
export function isRequestChanged(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'problem' && failure.problem.status === 409;
}

/** `mutate({ version, …fields })`; on success or 409 the request and the lists are read again. */
export function useEditRequest(session: Session, id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestKeys.detail(session.client.uuid, id) }),
      queryClient.invalidateQueries({ queryKey: requestKeys.lists(session.client.uuid) }),
    ]);
  return useMutation({
    mutationFn: (input: RequestEditInput) => editRequest(api, session, id, input),
    // Returned, so the mutation is pending until the fresh request is on screen.
    onSuccess: reread,
    onError: (error) => (isRequestChanged(error) ? reread() : undefined),
  });
}

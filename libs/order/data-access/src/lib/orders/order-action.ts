// What approve, reject and cancel share: a POST with the version the user saw, and afterwards the
// order and every orders list read again, whether it worked or the order had moved on (409).
import { describeFailure, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

export type OrderAction = 'approve' | 'reject' | 'cancel' | 'dates' | 'po';

/** POSTs one action; the answer's body is not needed, since the order is read again anyway. */
export async function postOrderAction(api: ApiClient, session: Session, id: number, action: OrderAction, body: object): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await http.post(`${config.apiUrlOverview}/orders/${id}/${action}`, body);
}

/**
 * The order changed in the meantime: another version (`version_conflict`) or a status in which the
 * action is no longer possible (`invalid_status`). The screen says so; the order is already re-read.
 */
export function isOrderChanged(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'problem' && failure.problem.status === 409;
}

/** A mutation for one action on one order; what the screen passes (with the version) is the request body. */
export function useOrderAction<V extends { version: number }>(session: Session, id: number, action: OrderAction) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.order(session.client.uuid, id) }),
      queryClient.invalidateQueries({ queryKey: orderKeys.ordersAll(session.client.uuid) }),
    ]);
  return useMutation({
    mutationFn: (variables: V) => postOrderAction(api, session, id, action, variables),
    // Returned, so the mutation is pending until the fresh order is on screen.
    onSuccess: reread,
    onError: (error) => (isOrderChanged(error) ? reread() : undefined),
  });
}

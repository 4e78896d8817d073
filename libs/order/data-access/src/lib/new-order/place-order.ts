import { placedOrderSchema, type OrderInput, type PlacedOrder } from '@portal/shared-api-contract';
import { sessionClient, idempotencyKeyHeader, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/**
 * Places an order. The key comes from the draft and is reused until an answer arrives, so a double
 * click, a 504 retry (the interceptor repeats keyed POSTs only) or a lost answer gives one order.
 */
export async function placeOrder(api: ApiClient, session: Session, input: OrderInput, idempotencyKey: string): Promise<PlacedOrder> {
  const { http, config } = sessionClient(api, session);
  const headers = { [idempotencyKeyHeader]: idempotencyKey };
  const { data } = await http.post(`${config.apiUrlOverview}/orders`, input, { headers });
  return placedOrderSchema.parse(data);
}

/** The `Place order` mutation; a placed order makes the orders list stale. */
export function usePlaceOrder(session: Session) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: OrderInput; idempotencyKey: string }) => placeOrder(api, session, input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.ordersAll(session.client.uuid) }),
  });
}

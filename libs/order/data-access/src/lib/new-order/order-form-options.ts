import { orderFormOptionsSchema, type OrderFormOptions } from '@portal/shared-api-contract';
import { describeFailure, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** Today, the projects, addresses, contact persons and depots the order form offers; 403 when the user may not order. */
export async function fetchOrderFormOptions(api: ApiClient, session: Session): Promise<OrderFormOptions> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/order-form/options`);
  return orderFormOptionsSchema.parse(data);
}

export const orderFormOptionsQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: orderKeys.orderFormOptions(session.client.uuid), queryFn: () => fetchOrderFormOptions(api, session), staleTime: 60_000 });

export const useOrderFormOptions = (session: Session) => useSuspenseQuery(orderFormOptionsQuery(useApiClient(), session));

/** Why the API refuses the order form: the client is commercially blocked, or the user lacks PLACE_ORDERS. */
export type OrderRefusal = 'client_blocked' | 'missing_right';

/** The refusal in a failed call, or null when the failure is something else (network, 500…). */
export function orderRefusalOf(error: unknown): OrderRefusal | null {
  const failure = describeFailure(error);
  if (failure.kind !== 'problem' || failure.problem.status !== 403) return null;
  return failure.problem.code === 'client_blocked' ? 'client_blocked' : 'missing_right';
}

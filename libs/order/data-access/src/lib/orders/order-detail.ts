import { orderDetailSchema, type OrderDetail } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** One order with its lines, history, version and what the caller may do; another client's id answers 404. */
export async function fetchOrder(api: ApiClient, session: Session, id: number): Promise<OrderDetail> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/orders/${id}`);
  return orderDetailSchema.parse(data);
}

export const orderDetailQuery = (api: ApiClient, session: Session, id: number) =>
  queryOptions({ queryKey: orderKeys.order(session.client.uuid, id), queryFn: () => fetchOrder(api, session, id), staleTime: 30_000 });

export const useOrder = (session: Session, id: number) => useSuspenseQuery(orderDetailQuery(useApiClient(), session, id));

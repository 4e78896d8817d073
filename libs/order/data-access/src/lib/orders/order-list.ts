import { orderPageSchema, type OrderPage } from '@portal/shared-api-contract';
import { apiParams, pageSize, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import type { OrderSearch } from '@portal/order-util';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** One page of the client's orders matching the list's filters. */
export async function fetchOrders(api: ApiClient, session: Session, search: OrderSearch): Promise<OrderPage> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/orders`, { params: apiParams({ ...search, pageSize }) });
  return orderPageSchema.parse(data);
}

export const orderListQuery = (api: ApiClient, session: Session, search: OrderSearch) =>
  queryOptions({
    queryKey: orderKeys.orders(session.client.uuid, search),
    queryFn: () => fetchOrders(api, session, search),
    staleTime: 30_000,
  });

/** The orders list's page; the route's loader has already started it. */
export const useOrders = (session: Session, search: OrderSearch) => useSuspenseQuery(orderListQuery(useApiClient(), session, search));

/** The filter of the approvers' count: the same key as the list filtered on it, so both share the cache. */
export const awaitingApprovalSearch: OrderSearch = { status: 'awaiting_approval' };

/**
 * How many orders wait for approval (`total` of the filtered list), for approvers only. Not a
 * suspense query: the Overview must not fail or wait because of a count next to its title.
 */
export function useAwaitingApprovalCount(session: Session, enabled: boolean) {
  const query = useQuery({ ...orderListQuery(useApiClient(), session, awaitingApprovalSearch), enabled, select: (page) => page.total });
  return query.data;
}

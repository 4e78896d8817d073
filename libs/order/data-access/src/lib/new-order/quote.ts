import { orderQuoteSchema, type OrderLineInput, type OrderQuote } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** The API's estimate of these lines (the rules it bills by): never computed in the browser. */
export async function fetchQuote(api: ApiClient, session: Session, lines: OrderLineInput[]): Promise<OrderQuote> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.post(`${config.apiUrlOverview}/orders/quote`, { lines });
  return orderQuoteSchema.parse(data);
}

export const quoteQuery = (api: ApiClient, session: Session, lines: OrderLineInput[]) =>
  queryOptions({ queryKey: orderKeys.quote(session.client.uuid, lines), queryFn: () => fetchQuote(api, session, lines), staleTime: 60_000 });

/** The estimate of the review step; asked only when the lines are complete (`enabled`). */
export const useQuote = (session: Session, lines: OrderLineInput[], enabled: boolean) =>
  useQuery({ ...quoteQuery(useApiClient(), session, lines), enabled });

import { orderQuoteSchema, type OrderLineInput, type OrderQuote } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** The API's estimate of these lines (the rules it bills by): never computed in the browser. */
export async function fetchQuote(api: ApiClient, session: Session, lines: OrderLineInput[], projectId: number | null = null, poReference: string | null = null): Promise<OrderQuote> {
  const { http, config } = sessionClient(api, session);
  // With the project, the caller's other orders for it today count with these lines (issue 31);
  // with its PO too, the API says whether the order takes the project over that PO's budget (issue 35).
  const { data } = await http.post(`${config.apiUrlOverview}/orders/quote`, { lines, ...(projectId ? { projectId } : {}), ...(projectId && poReference ? { poReference } : {}) });
  return orderQuoteSchema.parse(data);
}

export const quoteQuery = (api: ApiClient, session: Session, lines: OrderLineInput[], projectId: number | null = null, poReference: string | null = null) =>
  queryOptions({
    queryKey: [...orderKeys.quote(session.client.uuid, lines), projectId, poReference],
    queryFn: () => fetchQuote(api, session, lines, projectId, poReference),
    staleTime: 60_000,
  });

/** The estimate of the review step; asked only when the lines are complete (`enabled`). */
export const useQuote = (session: Session, lines: OrderLineInput[], projectId: number | null, enabled: boolean, poReference: string | null = null) =>
  useQuery({ ...quoteQuery(useApiClient(), session, lines, projectId, poReference), enabled });

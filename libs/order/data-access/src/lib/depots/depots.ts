import { depotsResponseSchema, type DepotsResponse } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** The depots of the client's opCo with the time zone their opening hours are in (any member may read them). */
export async function fetchDepots(api: ApiClient, session: Session): Promise<DepotsResponse> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/depots`);
  return depotsResponseSchema.parse(data);
}

export const depotsKey = (uuid: string) => [...orderKeys.client(uuid), 'depots'] as const;

// Depots move or change their hours rarely: an answer stays fresh for a while.
export const depotsQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: depotsKey(session.client.uuid), queryFn: () => fetchDepots(api, session), staleTime: 10 * 60_000 });

export const useDepots = (session: Session) => useSuspenseQuery(depotsQuery(useApiClient(), session));

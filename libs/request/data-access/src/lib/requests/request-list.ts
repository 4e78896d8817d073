import type { RequestSearch } from '@portal/request-util';
import { requestPageSchema, type RequestPage } from '@portal/shared-api-contract';
import { apiParams, pageSize, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { requestKeys } from '../request.keys';

/** One page of the client's requests matching the list's filters. */
export async function fetchRequests(api: ApiClient, session: Session, search: RequestSearch): Promise<RequestPage> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlRequest}/requests`, { params: apiParams({ ...search, pageSize }) });
  return requestPageSchema.parse(data);
}

export const requestListQuery = (api: ApiClient, session: Session, search: RequestSearch) =>
  queryOptions({
    queryKey: requestKeys.list(session.client.uuid, search),
    queryFn: () => fetchRequests(api, session, search),
    staleTime: 30_000,
  });

/** The requests list's page; the route's loader has already started it. */
export const useRequests = (session: Session, search: RequestSearch) => useSuspenseQuery(requestListQuery(useApiClient(), session, search));

import { requestDetailSchema, type RequestDetail } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { requestKeys } from '../request.keys';

/** One request with its lines, photos, history, version and whether it may be edited; another client's id answers 404. */
export async function fetchRequest(api: ApiClient, session: Session, id: number): Promise<RequestDetail> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlRequest}/requests/${id}`);
  return requestDetailSchema.parse(data);
}

export const requestDetailQuery = (api: ApiClient, session: Session, id: number) =>
  queryOptions({ queryKey: requestKeys.detail(session.client.uuid, id), queryFn: () => fetchRequest(api, session, id), staleTime: 30_000 });

export const useRequest = (session: Session, id: number) => useSuspenseQuery(requestDetailQuery(useApiClient(), session, id));

import { documentPageSchema, type DocumentPage } from '@portal/shared-api-contract';
import { apiParams, pageSize, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import type { DocumentSearch } from '@portal/order-util';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** One page of the client's documents, with the open and overdue totals of the whole filter. */
export async function fetchDocuments(api: ApiClient, session: Session, search: DocumentSearch): Promise<DocumentPage> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/documents`, { params: apiParams({ ...search, pageSize }) });
  return documentPageSchema.parse(data);
}

export const documentListQuery = (api: ApiClient, session: Session, search: DocumentSearch) =>
  queryOptions({
    queryKey: orderKeys.documents(session.client.uuid, search),
    queryFn: () => fetchDocuments(api, session, search),
    staleTime: 30_000,
  });

export const useDocuments = (session: Session, search: DocumentSearch) => useSuspenseQuery(documentListQuery(useApiClient(), session, search));

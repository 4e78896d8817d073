import { documentDetailSchema, type DocumentDetail } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../order.keys';

/** One document with its lines, VAT breakdown, totals and issuer; another client's id answers 404. */
export async function fetchDocument(api: ApiClient, session: Session, id: number): Promise<DocumentDetail> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrlOverview}/documents/${id}`);
  return documentDetailSchema.parse(data);
}

export const documentDetailQuery = (api: ApiClient, session: Session, id: number) =>
  queryOptions({ queryKey: orderKeys.document(session.client.uuid, id), queryFn: () => fetchDocument(api, session, id), staleTime: 30_000 });

// Not suspending: it loads inside a dialog over the list, which shows its own loading and error states.
export const useDocument = (session: Session, id: number) => useQuery(documentDetailQuery(useApiClient(), session, id));

// Assets (a breakdown) and invoices or credit notes (an invoice question): searched on the server,
// or one by id for a deep link.
import { requestableAssetListSchema, requestableDocumentListSchema } from '@portal/shared-api-contract';
import { isNotFound, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { keepPreviousData, queryOptions, useQuery, useSuspenseQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import { requestKeys } from '../request.keys';

export type RequestableAsset = z.infer<typeof requestableAssetListSchema>['items'][number];
export type RequestableDocument = z.infer<typeof requestableDocumentListSchema>['items'][number];

/** A picker's search: text, or one id (a deep link). */
export interface PickSearch {
  q?: string;
  id?: number;
}

const paramsOf = ({ q, id }: PickSearch) => ({ ...(q?.trim() ? { q: q.trim() } : {}), ...(id ? { id } : {}) });

async function fetchPick<T>(api: ApiClient, session: Session, path: string, search: PickSearch, parse: (data: unknown) => { items: T[] }): Promise<T[]> {
  const { http, config } = sessionClient(api, session);
  try {
    const { data } = await http.get(`${config.apiUrlRequest}/requests/${path}`, { params: paramsOf(search) });
    return parse(data).items;
  } catch (error) {
    // An id of another client: the form opens without it rather than failing.
    if (search.id && isNotFound(error)) return [];
    throw error;
  }
}

export const fetchRequestableAssets = (api: ApiClient, session: Session, search: PickSearch) =>
  fetchPick(api, session, 'assets', search, (d) => requestableAssetListSchema.parse(d));

export const fetchRequestableDocuments = (api: ApiClient, session: Session, search: PickSearch) =>
  fetchPick(api, session, 'documents', search, (d) => requestableDocumentListSchema.parse(d));

const keyOf = (search: PickSearch) => paramsOf(search);

export const requestableAssetsQuery = (api: ApiClient, session: Session, search: PickSearch) =>
  queryOptions({ queryKey: requestKeys.assets(session.client.uuid, keyOf(search)), queryFn: () => fetchRequestableAssets(api, session, search), staleTime: 60_000 });

export const requestableDocumentsQuery = (api: ApiClient, session: Session, search: PickSearch) =>
  queryOptions({ queryKey: requestKeys.documents(session.client.uuid, keyOf(search)), queryFn: () => fetchRequestableDocuments(api, session, search), staleTime: 60_000 });

/** Assets matching the typed text; the previous answer stays while the next loads. */
export const useRequestableAssets = (session: Session, q: string) =>
  useQuery({ ...requestableAssetsQuery(useApiClient(), session, { q }), placeholderData: keepPreviousData });

export const useRequestableDocuments = (session: Session, q: string) =>
  useQuery({ ...requestableDocumentsQuery(useApiClient(), session, { q }), placeholderData: keepPreviousData });

/** The deep-linked asset, or null (none linked, or not there for this client); the loader started it. */
export function useLinkedAsset(session: Session, id: number | undefined) {
  const api = useApiClient();
  // No id, no query (an empty list of queries keeps the hook call unconditional).
  const queries = id ? [requestableAssetsQuery(api, session, { id })] : [];
  const [linked] = useSuspenseQueries({ queries });
  return linked?.data.find((a) => a.id === id) ?? null;
}

export function useLinkedDocument(session: Session, id: number | undefined) {
  const api = useApiClient();
  // No id, no query (an empty list of queries keeps the hook call unconditional).
  const queries = id ? [requestableDocumentsQuery(api, session, { id })] : [];
  const [linked] = useSuspenseQueries({ queries });
  return linked?.data.find((d) => d.id === id) ?? null;
}

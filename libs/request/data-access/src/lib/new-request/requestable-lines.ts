import { requestableLinePageSchema, type RequestableLinePage } from '@portal/shared-api-contract';
import { sessionClient, isNotFound, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { keepPreviousData, queryOptions, useQuery, useQueryClient, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { requestKeys } from '../request.keys';

/** The picker's search: text on the server (fleet number, contract, product, project) and a page. */
export interface LineSearch {
  q?: string;
  page?: number;
}

export const requestableLinePageSize = 10;

/** Open contract lines of the session's client, a page at a time, with the opCo's `today`. */
export async function fetchRequestableLines(api: ApiClient, session: Session, search: LineSearch): Promise<RequestableLinePage> {
  const { http, config } = sessionClient(api, session);
  const q = search.q?.trim();
  const params = { ...(q ? { q } : {}), page: search.page ?? 1, pageSize: requestableLinePageSize };
  const { data } = await http.get(`${config.apiUrlRequest}/requests/lines`, { params });
  return requestableLinePageSchema.parse(data);
}

/**
 * Exactly these lines (a deep link, or a refresh after someone else stopped units). A line of
 * another client answers 404: the form then opens without it instead of failing.
 */
export async function fetchRequestableLinesByIds(api: ApiClient, session: Session, ids: readonly number[]): Promise<RequestableLinePage | null> {
  const { http, config } = sessionClient(api, session);
  try {
    const params = { ids: ids.join(','), pageSize: ids.length };
    const { data } = await http.get(`${config.apiUrlRequest}/requests/lines`, { params });
    return requestableLinePageSchema.parse(data);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const requestableLinesQuery = (api: ApiClient, session: Session, search: LineSearch) =>
  queryOptions({
    queryKey: requestKeys.lines(session.client.uuid, { q: search.q?.trim() || undefined, page: search.page ?? 1 }),
    queryFn: () => fetchRequestableLines(api, session, search),
    staleTime: 30_000,
  });

export const requestableLinesByIdsQuery = (api: ApiClient, session: Session, ids: readonly number[]) =>
  queryOptions({
    queryKey: requestKeys.lines(session.client.uuid, { ids: [...ids] }),
    queryFn: () => fetchRequestableLinesByIds(api, session, ids),
    staleTime: 30_000,
  });

/** The first page, which also says `today`; the route's loader has started it. */
export const useFirstLinePage = (session: Session) => useSuspenseQuery(requestableLinesQuery(useApiClient(), session, {}));

/** A searched page; the previous one stays while the next loads, so the list does not jump. */
export const useRequestableLines = (session: Session, search: LineSearch) =>
  useQuery({ ...requestableLinesQuery(useApiClient(), session, search), placeholderData: keepPreviousData });

/** The deep-linked line (null without one, or when it is not there for this client); the loader started it. */
export function useLinkedLine(session: Session, id: number | undefined) {
  const api = useApiClient();
  // No id, no query (an empty list of queries keeps the hook call unconditional).
  const queries = id ? [requestableLinesByIdsQuery(api, session, [id])] : [];
  const [linked] = useSuspenseQueries({ queries });
  return linked?.data?.items.find((l) => l.id === id) ?? null;
}

/** Fresh lines by id, past the cache (after a 409: someone else stopped units); other line pages go stale. */
export function useRefreshLines(session: Session) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return async (ids: readonly number[]) => {
    await queryClient.invalidateQueries({ queryKey: [...requestKeys.client(session.client.uuid), 'lines'] });
    return (await fetchRequestableLinesByIds(api, session, ids))?.items ?? [];
  };
}

import type { ApiClient } from '@portal/shared-data-access-http';
import type { HelpSearch } from '@portal/help-util';
import { queryOptions } from '@tanstack/react-query';

/** The list's filters, as the route validated them (help-util's helpSearchSchema). */
export type HelpListSearch = HelpSearch;

/**
 * One page of the help list. A stand-in until the endpoint is in @portal/shared-api-contract:
 * then import its type from there (`import type`) and delete this one.
 */
export interface HelpPage {
  items: { id: number; name: string }[];
  page: number;
  pageSize: number;
  total: number;
}

/** Every query key of this domain, so a mutation invalidates its own and nothing else. */
export const helpKeys = {
  all: ['help'] as const,
  list: (search: HelpListSearch) => [...helpKeys.all, 'list', search] as const,
};

/** The route's loader ensures these options and the page reads them, so the data loads once. */
export const helpQueries = {
  list: ({ http, config }: ApiClient, search: HelpListSearch) =>
    queryOptions({
      queryKey: helpKeys.list(search),
      queryFn: async ({ signal }) => (await http.get<HelpPage>(`${config.apiUrl}/help`, { params: search, signal })).data,
    }),
};

// The company lists' query strings (contact persons, addresses; projects may share it): the page,
// the search text and `Show archived` from the URL, as the API reads them.
import type { CompanyListSearch } from '@portal/company-util';

/** Rows per page of the company lists. */
export const companyPageSize = 25;

/** The filters only (no page), key by key: what the export asks for. */
export function companyFilters(search: CompanyListSearch): Omit<CompanyListSearch, 'page'> {
  const { q, archived } = search;
  return { ...(q ? { q } : {}), ...(archived ? { archived } : {}) };
}

/** The list's page and filters: the cache key and the request agree on it. */
export const companyListOf = (search: CompanyListSearch): CompanyListSearch => ({ ...companyFilters(search), ...(search.page && search.page > 1 ? { page: search.page } : {}) });

/** A search as the API's query string: `true` for the archived flag, nothing for unset values. */
export function companyApiParams(search: CompanyListSearch): Record<string, string | number> {
  const { q, archived, page } = search;
  return { ...(page ? { page } : {}), ...(q ? { q } : {}), ...(archived ? { archived: 'true' } : {}) };
}

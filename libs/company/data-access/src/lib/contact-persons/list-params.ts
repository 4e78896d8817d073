// The company lists' searches (contact persons, addresses, projects): the page, the search text and
// `Show archived` from the URL, key by key, as the API reads them.
import type { CompanyListSearch } from '@portal/company-util';

/** The filters only (no page), key by key: what the export asks for. */
export function companyFilters(search: CompanyListSearch): Omit<CompanyListSearch, 'page'> {
  const { q, archived } = search;
  return { ...(q ? { q } : {}), ...(archived ? { archived } : {}) };
}

/** The list's page and filters: the cache key and the request agree on it. */
export const companyListOf = (search: CompanyListSearch): CompanyListSearch => ({ ...companyFilters(search), ...(search.page && search.page > 1 ? { page: search.page } : {}) });

import type { MemberSearch } from '@portal/company-util';
import { filtersOf } from '@portal/shared-api-contract/search';

/** Rows per page of the users list. */
export const pageSize = 25;

/** A search as the API's query string: `true` for flags, nothing for unset values. */
export function apiParams(search: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    params[key] = typeof value === 'boolean' ? 'true' : (value as string | number);
  }
  return params;
}

/**
 * The users list's filters only (no page): what the export is asked for. Taken key by key, so a
 * search straight from the URL asks the same as a clean one.
 */
export function memberFilters(search: MemberSearch): Omit<MemberSearch, 'page'> {
  const { q, status, roleId } = filtersOf(search);
  return Object.fromEntries(Object.entries({ q, status, roleId }).filter(([, v]) => v !== undefined));
}

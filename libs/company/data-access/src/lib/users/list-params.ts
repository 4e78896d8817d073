import type { MemberSearch } from '@portal/company-util';
import { filtersOf } from '@portal/shared-api-contract/search';

/**
 * The users list's filters only (no page): what the export is asked for. Taken key by key, so a
 * search straight from the URL asks the same as a clean one.
 */
export function memberFilters(search: MemberSearch): Omit<MemberSearch, 'page'> {
  const { q, status, roleId } = filtersOf(search);
  return Object.fromEntries(Object.entries({ q, status, roleId }).filter(([, v]) => v !== undefined));
}

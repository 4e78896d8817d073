import type { AssetListSearch } from '@portal/asset-util';
import { filtersOf } from '@portal/shared-api-contract/search';

/** Rows per page of the assets list. */
export const pageSize = 25;

/** A search as the API's query string: `true` for the archived flag, nothing for unset values. */
export function apiParams(search: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    params[key] = typeof value === 'boolean' ? 'true' : (value as string | number);
  }
  return params;
}

/**
 * The filters only (no page, view or selection): what the map and the export are asked for. Taken
 * key by key, so a search straight from the URL (with `view`, `selected`) asks the same as a clean one.
 */
export function mapFilters(search: AssetListSearch & { view?: unknown; selected?: unknown }): Omit<AssetListSearch, 'page'> {
  const { categoryId, projectId, inspectionDue, q, archived } = filtersOf(search);
  return Object.fromEntries(Object.entries({ categoryId, projectId, inspectionDue, q, archived }).filter(([, v]) => v !== undefined));
}

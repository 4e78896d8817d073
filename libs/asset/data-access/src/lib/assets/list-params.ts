import type { AssetListSearch } from '@portal/asset-util';
import { filtersOf } from '@portal/shared-api-contract/search';

/**
 * The filters only (no page, view or selection): what the map and the export are asked for. Taken
 * key by key, so a search straight from the URL (with `view`, `selected`) asks the same as a clean one.
 */
export function mapFilters(search: AssetListSearch & { view?: unknown; selected?: unknown }): Omit<AssetListSearch, 'page'> {
  const { categoryId, projectId, inspectionDue, q, archived } = filtersOf(search);
  return Object.fromEntries(Object.entries({ categoryId, projectId, inspectionDue, q, archived }).filter(([, v]) => v !== undefined));
}

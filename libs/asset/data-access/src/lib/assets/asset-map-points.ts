import type { AssetListSearch } from '@portal/asset-util';
import { assetMapPointsSchema, type AssetMapPoints } from '@portal/shared-api-contract';
import { apiParams, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetKeys } from '../asset.keys';
import { mapFilters } from './list-params';

/** Every asset matching the filters that has a location (not one page): the map shows them all. */
export async function fetchAssetMapPoints(api: ApiClient, session: Session, search: AssetListSearch): Promise<AssetMapPoints> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrl}/assets/map-points`, { params: apiParams(mapFilters(search)) });
  return assetMapPointsSchema.parse(data);
}

export const assetMapPointsQuery = (api: ApiClient, session: Session, search: AssetListSearch) => {
  const filters = mapFilters(search);
  // Keyed by the filters only: paging the list does not load the map again.
  return queryOptions({ queryKey: assetKeys.mapPoints(session.client.uuid, filters), queryFn: () => fetchAssetMapPoints(api, session, filters), staleTime: 30_000 });
};

/**
 * Not a suspense query: the list must not wait for thousands of points (issue 32: the first rows came
 * only once the map's 0.5 MB had arrived). The map shows its own placeholder until then, and keeps
 * the previous filters' points while new ones load instead of going blank.
 */
export const useAssetMapPoints = (session: Session, search: AssetListSearch) =>
  useQuery({ ...assetMapPointsQuery(useApiClient(), session, search), placeholderData: keepPreviousData });

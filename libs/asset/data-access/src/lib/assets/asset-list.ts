import type { AssetListSearch } from '@portal/asset-util';
import { assetPageSchema, type AssetPage } from '@portal/shared-api-contract';
import { apiParams, pageSize, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { assetKeys } from '../asset.keys';
import { mapFilters } from './list-params';

/** The list's page and filters only: switching view or selecting an asset keeps the same key. */
const listOf = (search: AssetListSearch) => ({ ...mapFilters(search), ...(search.page ? { page: search.page } : {}) });

/** One page of the client's assets, with today and the inspection counts of ALL matching assets. */
export async function fetchAssets(api: ApiClient, session: Session, search: AssetListSearch): Promise<AssetPage> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrl}/assets`, { params: apiParams({ ...listOf(search), pageSize }) });
  return assetPageSchema.parse(data);
}

export const assetListQuery = (api: ApiClient, session: Session, search: AssetListSearch) => {
  const list = listOf(search);
  return queryOptions({ queryKey: assetKeys.list(session.client.uuid, list), queryFn: () => fetchAssets(api, session, list), staleTime: 30_000 });
};

/** The assets list's page; the route's loader has already started it. */
export const useAssets = (session: Session, search: AssetListSearch) => useSuspenseQuery(assetListQuery(useApiClient(), session, search));

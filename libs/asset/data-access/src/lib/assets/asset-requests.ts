import { assetRequestListSchema } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { assetKeys } from '../asset.keys';

/** One request about an asset, as its page lists it. */
export type AssetRequest = z.infer<typeof assetRequestListSchema>['items'][number];

/** The requests made about one asset (breakdowns, damage), newest first as the API sends them. */
export async function fetchAssetRequests(api: ApiClient, session: Session, id: number): Promise<AssetRequest[]> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrl}/assets/${id}/requests`);
  return assetRequestListSchema.parse(data).items;
}

export const assetRequestsQuery = (api: ApiClient, session: Session, id: number) =>
  queryOptions({ queryKey: assetKeys.requests(session.client.uuid, id), queryFn: () => fetchAssetRequests(api, session, id), staleTime: 30_000 });

export const useAssetRequests = (session: Session, id: number) => useSuspenseQuery(assetRequestsQuery(useApiClient(), session, id));

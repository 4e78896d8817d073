import { assetSchema, type Asset } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { assetKeys } from '../asset.keys';

/** One asset with its version; another client's id answers 404. */
export async function fetchAsset(api: ApiClient, session: Session, id: number): Promise<Asset> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrl}/assets/${id}`);
  return assetSchema.parse(data);
}

export const assetDetailQuery = (api: ApiClient, session: Session, id: number) =>
  queryOptions({ queryKey: assetKeys.detail(session.client.uuid, id), queryFn: () => fetchAsset(api, session, id), staleTime: 30_000 });

export const useAsset = (session: Session, id: number) => useSuspenseQuery(assetDetailQuery(useApiClient(), session, id));

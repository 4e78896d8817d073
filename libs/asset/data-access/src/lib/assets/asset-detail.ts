import { assetSchema, type Asset } from '@portal/shared-api-contract';
import { forClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { assetKeys } from '../asset.keys';

/** One asset with its version; another client's id answers 404. */
export async function fetchAsset({ http, config }: ApiClient, session: Session, id: number): Promise<Asset> {
  const { data } = await http.get(`${config.apiUrl}/assets/${id}`, forClient(session));
  return assetSchema.parse(data);
}

export const assetDetailQuery = (api: ApiClient, session: Session, id: number) =>
  queryOptions({ queryKey: assetKeys.detail(session.client.uuid, id), queryFn: () => fetchAsset(api, session, id), staleTime: 30_000 });

export const useAsset = (session: Session, id: number) => useSuspenseQuery(assetDetailQuery(useApiClient(), session, id));

import { assetOptionsSchema, type AssetOptions } from '@portal/shared-api-contract';
import { sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { assetKeys } from '../asset.keys';

/** The categories an asset can have and the client's projects, for the filters and the form. */
export async function fetchAssetOptions(api: ApiClient, session: Session): Promise<AssetOptions> {
  const { http, config } = sessionClient(api, session);
  const { data } = await http.get(`${config.apiUrl}/assets/options`);
  return assetOptionsSchema.parse(data);
}

export const assetOptionsQuery = (api: ApiClient, session: Session) =>
  queryOptions({ queryKey: assetKeys.options(session.client.uuid), queryFn: () => fetchAssetOptions(api, session), staleTime: 5 * 60_000 });

export const useAssetOptions = (session: Session) => useSuspenseQuery(assetOptionsQuery(useApiClient(), session));

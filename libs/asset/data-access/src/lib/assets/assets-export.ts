import type { AssetListSearch } from '@portal/asset-util';
import { apiParams, downloadFile, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';
import { mapFilters } from './list-params';

/** Every asset matching the filters (not only the page shown), as CSV. */
export async function exportAssetsCsv(api: ApiClient, session: Session, search: AssetListSearch): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadFile(http, `${config.apiUrl}/assets/export.csv`, {
    params: apiParams(mapFilters(search)),
    fallbackName: 'assets.csv',
  });
}

export function useExportAssets(session: Session, search: AssetListSearch) {
  const api = useApiClient();
  return useCallback(() => exportAssetsCsv(api, session, search), [api, session, search]);
}

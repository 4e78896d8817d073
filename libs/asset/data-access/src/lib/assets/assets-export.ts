import type { AssetListSearch } from '@portal/asset-util';
import { downloadFile, forClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { apiParams } from '@portal/shared-data-access-http';
import { useCallback } from 'react';
import { mapFilters } from './list-params';

/** Every asset matching the filters (not only the page shown), as CSV. */
export async function exportAssetsCsv({ http, config }: ApiClient, session: Session, search: AssetListSearch): Promise<void> {
  await downloadFile(http, `${config.apiUrl}/assets/export.csv`, {
    params: apiParams(mapFilters(search)),
    ...forClient(session),
    fallbackName: 'assets.csv',
  });
}

export function useExportAssets(session: Session, search: AssetListSearch) {
  const api = useApiClient();
  return useCallback(() => exportAssetsCsv(api, session, search), [api, session, search]);
}

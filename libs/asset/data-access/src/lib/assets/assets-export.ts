import type { AssetListSearch } from '@portal/asset-util';
import { mapFilters } from './list-params';
import type { ExportFormat } from '@portal/shared-api-contract';
import { apiParams, downloadExport, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';

/** Every asset matching the filters, as Excel or CSV. */
export async function exportAssets(api: ApiClient, session: Session, search: AssetListSearch, format: ExportFormat): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadExport(http, `${config.apiUrl}/assets`, format, apiParams(mapFilters(search)), 'assets');
}

export function useExportAssets(session: Session, search: AssetListSearch) {
  const api = useApiClient();
  return useCallback((format: ExportFormat) => exportAssets(api, session, search, format), [api, session, search]);
}

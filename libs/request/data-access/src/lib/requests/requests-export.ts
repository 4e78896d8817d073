import type { RequestSearch } from '@portal/request-util';
import { filtersOf } from '@portal/shared-api-contract/search';
import type { ExportFormat } from '@portal/shared-api-contract';
import { apiParams, downloadExport, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';

/** Every request matching the filters, as Excel or CSV. */
export async function exportRequests(api: ApiClient, session: Session, search: RequestSearch, format: ExportFormat): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadExport(http, `${config.apiUrlRequest}/requests`, format, apiParams(filtersOf(search)), 'requests');
}

export function useExportRequests(session: Session, search: RequestSearch) {
  const api = useApiClient();
  return useCallback((format: ExportFormat) => exportRequests(api, session, search, format), [api, session, search]);
}

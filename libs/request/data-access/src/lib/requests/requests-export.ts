import type { RequestSearch } from '@portal/request-util';
import { filtersOf } from '@portal/shared-api-contract/search';
import { apiParams, downloadFile, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';

/** Every request matching the filters (not only the page shown), as CSV. */
export async function exportRequestsCsv(api: ApiClient, session: Session, search: RequestSearch): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadFile(http, `${config.apiUrlRequest}/requests/export.csv`, {
    params: apiParams(filtersOf(search)),
    fallbackName: 'requests.csv',
  });
}

export function useExportRequests(session: Session, search: RequestSearch) {
  const api = useApiClient();
  return useCallback(() => exportRequestsCsv(api, session, search), [api, session, search]);
}

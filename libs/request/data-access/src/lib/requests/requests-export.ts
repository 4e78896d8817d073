import type { RequestSearch } from '@portal/request-util';
import { filtersOf } from '@portal/shared-api-contract/search';
import { downloadFile, forClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { apiParams } from '@portal/shared-data-access-http';
import { useCallback } from 'react';

/** Every request matching the filters (not only the page shown), as CSV. */
export async function exportRequestsCsv({ http, config }: ApiClient, session: Session, search: RequestSearch): Promise<void> {
  await downloadFile(http, `${config.apiUrlRequest}/requests/export.csv`, {
    params: apiParams(filtersOf(search)),
    ...forClient(session),
    fallbackName: 'requests.csv',
  });
}

export function useExportRequests(session: Session, search: RequestSearch) {
  const api = useApiClient();
  return useCallback(() => exportRequestsCsv(api, session, search), [api, session, search]);
}

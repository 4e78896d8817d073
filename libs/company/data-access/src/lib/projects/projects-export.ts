import type { CompanyListSearch } from '@portal/company-util';
import { apiParams, downloadFile, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';
import { companyFilters } from '../contact-persons/list-params';

/** Every project matching the filters (not only the page shown), as CSV; the API leaves out the amounts for users who may not see prices. */
export async function exportProjectsCsv(api: ApiClient, session: Session, search: CompanyListSearch): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadFile(http, `${config.apiUrlUsermgmt}/company/projects/export.csv`, {
    params: apiParams(companyFilters(search)),
    fallbackName: 'projects.csv',
  });
}

export function useExportProjects(session: Session, search: CompanyListSearch) {
  const api = useApiClient();
  return useCallback(() => exportProjectsCsv(api, session, search), [api, session, search]);
}

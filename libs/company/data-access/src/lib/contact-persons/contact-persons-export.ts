import type { CompanyListSearch } from '@portal/company-util';
import { apiParams, downloadFile, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';
import { companyFilters } from './list-params';

/** Every contact person matching the filters (not only the page shown), as CSV. */
export async function exportContactPersonsCsv(api: ApiClient, session: Session, search: CompanyListSearch): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadFile(http, `${config.apiUrlUsermgmt}/company/contact-persons/export.csv`, {
    params: apiParams(companyFilters(search)),
    fallbackName: 'contact-persons.csv',
  });
}

export function useExportContactPersons(session: Session, search: CompanyListSearch) {
  const api = useApiClient();
  return useCallback(() => exportContactPersonsCsv(api, session, search), [api, session, search]);
}

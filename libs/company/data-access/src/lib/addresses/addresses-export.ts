import type { CompanyListSearch } from '@portal/company-util';
import { apiParams, downloadFile, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';
import { companyFilters } from '../contact-persons/list-params';

/** Every address matching the filters (not only the page shown), as CSV. */
export async function exportAddressesCsv(api: ApiClient, session: Session, search: CompanyListSearch): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadFile(http, `${config.apiUrlUsermgmt}/company/addresses/export.csv`, {
    params: apiParams(companyFilters(search)),
    fallbackName: 'addresses.csv',
  });
}

export function useExportAddresses(session: Session, search: CompanyListSearch) {
  const api = useApiClient();
  return useCallback(() => exportAddressesCsv(api, session, search), [api, session, search]);
}

import type { CompanyListSearch } from '@portal/company-util';
import { downloadFile, forClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { apiParams } from '@portal/shared-data-access-http';
import { useCallback } from 'react';
import { companyFilters } from '../contact-persons/list-params';

/** Every address matching the filters (not only the page shown), as CSV. */
export async function exportAddressesCsv({ http, config }: ApiClient, session: Session, search: CompanyListSearch): Promise<void> {
  await downloadFile(http, `${config.apiUrlUsermgmt}/company/addresses/export.csv`, {
    params: apiParams(companyFilters(search)),
    ...forClient(session),
    fallbackName: 'addresses.csv',
  });
}

export function useExportAddresses(session: Session, search: CompanyListSearch) {
  const api = useApiClient();
  return useCallback(() => exportAddressesCsv(api, session, search), [api, session, search]);
}

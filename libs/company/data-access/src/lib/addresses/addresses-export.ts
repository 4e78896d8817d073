import type { CompanyListSearch } from '@portal/company-util';
import { companyFilters } from '../contact-persons/list-params';
import type { ExportFormat } from '@portal/shared-api-contract';
import { apiParams, downloadExport, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';

/** Every address matching the filters, as Excel or CSV. */
export async function exportAddresses(api: ApiClient, session: Session, search: CompanyListSearch, format: ExportFormat): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadExport(http, `${config.apiUrlUsermgmt}/company/addresses`, format, apiParams(companyFilters(search)), 'addresses');
}

export function useExportAddresses(session: Session, search: CompanyListSearch) {
  const api = useApiClient();
  return useCallback((format: ExportFormat) => exportAddresses(api, session, search, format), [api, session, search]);
}

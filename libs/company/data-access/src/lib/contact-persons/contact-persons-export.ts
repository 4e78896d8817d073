import type { CompanyListSearch } from '@portal/company-util';
import { companyFilters } from './list-params';
import type { ExportFormat } from '@portal/shared-api-contract';
import { apiParams, downloadExport, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';

/** Every contact person matching the filters, as Excel or CSV. */
export async function exportContactPersons(api: ApiClient, session: Session, search: CompanyListSearch, format: ExportFormat): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadExport(http, `${config.apiUrlUsermgmt}/company/contact-persons`, format, apiParams(companyFilters(search)), 'contact-persons');
}

export function useExportContactPersons(session: Session, search: CompanyListSearch) {
  const api = useApiClient();
  return useCallback((format: ExportFormat) => exportContactPersons(api, session, search, format), [api, session, search]);
}

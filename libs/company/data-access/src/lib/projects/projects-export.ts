import type { CompanyListSearch } from '@portal/company-util';
import { companyFilters } from '../contact-persons/list-params';
import type { ExportFormat } from '@portal/shared-api-contract';
import { apiParams, downloadExport, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';

/** Every project matching the filters (the API leaves out the amounts for users who may not see prices), as Excel or CSV. */
export async function exportProjects(api: ApiClient, session: Session, search: CompanyListSearch, format: ExportFormat): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadExport(http, `${config.apiUrlUsermgmt}/company/projects`, format, apiParams(companyFilters(search)), 'projects');
}

export function useExportProjects(session: Session, search: CompanyListSearch) {
  const api = useApiClient();
  return useCallback((format: ExportFormat) => exportProjects(api, session, search, format), [api, session, search]);
}

import type { MemberSearch } from '@portal/company-util';
import { memberFilters } from './list-params';
import type { ExportFormat } from '@portal/shared-api-contract';
import { apiParams, downloadExport, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';

/** Every member matching the filters, as Excel or CSV. */
export async function exportMembers(api: ApiClient, session: Session, search: MemberSearch, format: ExportFormat): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadExport(http, `${config.apiUrlUsermgmt}/company/users`, format, apiParams(memberFilters(search)), 'users');
}

export function useExportMembers(session: Session, search: MemberSearch) {
  const api = useApiClient();
  return useCallback((format: ExportFormat) => exportMembers(api, session, search, format), [api, session, search]);
}

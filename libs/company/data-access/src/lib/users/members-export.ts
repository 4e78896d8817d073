import type { MemberSearch } from '@portal/company-util';
import { apiParams, downloadFile, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';
import { memberFilters } from './list-params';

/** Every member matching the filters (not only the page shown), as CSV. */
export async function exportMembersCsv(api: ApiClient, session: Session, search: MemberSearch): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadFile(http, `${config.apiUrlUsermgmt}/company/users/export.csv`, {
    params: apiParams(memberFilters(search)),
    fallbackName: 'users.csv',
  });
}

export function useExportMembers(session: Session, search: MemberSearch) {
  const api = useApiClient();
  return useCallback(() => exportMembersCsv(api, session, search), [api, session, search]);
}

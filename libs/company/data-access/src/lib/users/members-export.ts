import type { MemberSearch } from '@portal/company-util';
import { downloadFile, forClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { apiParams } from '@portal/shared-data-access-http';
import { useCallback } from 'react';
import { memberFilters } from './list-params';

/** Every member matching the filters (not only the page shown), as CSV. */
export async function exportMembersCsv({ http, config }: ApiClient, session: Session, search: MemberSearch): Promise<void> {
  await downloadFile(http, `${config.apiUrlUsermgmt}/company/users/export.csv`, {
    params: apiParams(memberFilters(search)),
    ...forClient(session),
    fallbackName: 'users.csv',
  });
}

export function useExportMembers(session: Session, search: MemberSearch) {
  const api = useApiClient();
  return useCallback(() => exportMembersCsv(api, session, search), [api, session, search]);
}

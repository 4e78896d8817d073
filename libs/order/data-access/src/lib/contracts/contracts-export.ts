import { apiParams, downloadFile, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import type { ContractSearch } from '@portal/order-util';
import { filtersOf } from '@portal/shared-api-contract/search';
import { useCallback } from 'react';

/** Every contract line matching the filters (not only the page shown), as CSV. */
export async function exportContractsCsv(api: ApiClient, session: Session, search: ContractSearch): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadFile(http, `${config.apiUrlOverview}/contracts/export.csv`, {
    params: apiParams(filtersOf(search)),
    fallbackName: 'contracts.csv',
  });
}

export function useExportContracts(session: Session, search: ContractSearch) {
  const api = useApiClient();
  return useCallback(() => exportContractsCsv(api, session, search), [api, session, search]);
}

import type { ContractSearch } from '@portal/order-util';
import { filtersOf } from '@portal/shared-api-contract/search';
import type { ExportFormat } from '@portal/shared-api-contract';
import { apiParams, downloadExport, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';

/** Every contract line matching the filters, as Excel or CSV. */
export async function exportContracts(api: ApiClient, session: Session, search: ContractSearch, format: ExportFormat): Promise<void> {
  const { http, config } = sessionClient(api, session);
  // The file lists every line in the list's default order: the sort is the screen's.
  const { sort: _sort, ...filters } = filtersOf(search);
  await downloadExport(http, `${config.apiUrlOverview}/contracts`, format, apiParams(filters), 'contracts');
}

export function useExportContracts(session: Session, search: ContractSearch) {
  const api = useApiClient();
  return useCallback((format: ExportFormat) => exportContracts(api, session, search, format), [api, session, search]);
}

import type { OrderSearch } from '@portal/order-util';
import { filtersOf } from '@portal/shared-api-contract/search';
import type { ExportFormat } from '@portal/shared-api-contract';
import { apiParams, downloadExport, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import { useCallback } from 'react';

/** Every order matching the filters, as Excel or CSV. */
export async function exportOrders(api: ApiClient, session: Session, search: OrderSearch, format: ExportFormat): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadExport(http, `${config.apiUrlOverview}/orders`, format, apiParams(filtersOf(search)), 'orders');
}

export function useExportOrders(session: Session, search: OrderSearch) {
  const api = useApiClient();
  return useCallback((format: ExportFormat) => exportOrders(api, session, search, format), [api, session, search]);
}

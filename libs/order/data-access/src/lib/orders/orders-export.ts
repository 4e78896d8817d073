import { apiParams, downloadFile, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import type { OrderSearch } from '@portal/order-util';
import { filtersOf } from '@portal/shared-api-contract/search';
import { useCallback } from 'react';

/** Every order matching the filters (not only the page shown), as CSV. */
export async function exportOrdersCsv(api: ApiClient, session: Session, search: OrderSearch): Promise<void> {
  const { http, config } = sessionClient(api, session);
  await downloadFile(http, `${config.apiUrlOverview}/orders/export.csv`, {
    params: apiParams(filtersOf(search)),
    fallbackName: 'orders.csv',
  });
}

export function useExportOrders(session: Session, search: OrderSearch) {
  const api = useApiClient();
  return useCallback(() => exportOrdersCsv(api, session, search), [api, session, search]);
}

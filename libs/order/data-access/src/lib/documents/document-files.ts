import { apiParams, downloadExport, downloadFile, sessionClient, useApiClient, type ApiClient, type Session } from '@portal/shared-data-access-http';
import type { ExportFormat, StatementFormat } from '@portal/shared-api-contract';
import type { DocumentSearch } from '@portal/order-util';
import { filtersOf } from '@portal/shared-api-contract/search';
import { useMemo } from 'react';

/**
 * The files the API generates for documents: one PDF, a ZIP of several, an invoice's or credit note's
 * e-invoice (UBL) and a ZIP of several, the filtered list as Excel or CSV, the statement of account
 * (of the client or one project) as PDF or Excel.
 */
export function documentFiles(api: ApiClient, session: Session) {
  const { http, config } = sessionClient(api, session);
  const base = `${config.apiUrlOverview}/documents`;
  return {
    pdf: (id: number, number: string) => downloadFile(http, `${base}/${id}/pdf`, { fallbackName: `${number}.pdf` }),
    zip: (ids: readonly number[]) =>
      downloadFile(http, `${base}/archive.zip`, { params: { ids: ids.join(',') }, fallbackName: 'documents.zip' }),
    ubl: (id: number, number: string) => downloadFile(http, `${base}/${id}/ubl`, { fallbackName: `${number}.xml` }),
    einvoiceZip: (ids: readonly number[]) =>
      downloadFile(http, `${base}/einvoices.zip`, { params: { ids: ids.join(',') }, fallbackName: 'einvoices.zip' }),
    list: (search: DocumentSearch, format: ExportFormat) => downloadExport(http, base, format, apiParams(filtersOf(search)), 'documents'),
    statement: (format: StatementFormat, projectId?: number) =>
      downloadFile(http, `${base}/statement.${format}`, { params: projectId === undefined ? undefined : { projectId }, fallbackName: `statement.${format}` }),
  };
}

export function useDocumentFiles(session: Session) {
  const api = useApiClient();
  return useMemo(() => documentFiles(api, session), [api, session]);
}

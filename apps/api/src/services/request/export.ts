// The filtered requests as CSV or Excel, read in keyset batches and streamed (as the orders export does).
import { sql } from 'drizzle-orm';
import { requestFilterSchema } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import type { ExportColumn } from '../../lists/export/columns';
import { exportFormats, exportResponses, exportSummary, sendExport } from '../../lists/export/send';
import { exportBatches } from '../../lists/keyset-list';
import { cursorTimestamp } from '../../db/sql/timestamps';
import { requireRequests } from './access';
import { requestWhere } from './list';
import { requestList, type SummaryRow } from './summary';

export function requestExportRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  for (const format of exportFormats) app.get(`/requests/export.${format}`, {
    schema: {
      tags: ['request'],
      summary: exportSummary(format, 'The requests matching the filters'),
      querystring: requestFilterSchema,
      response: exportResponses[format],
    },
  }, async (request, reply) => {
    const tenant = requireRequests(request.tenant);
    const where = requestWhere(tenant, request.query);
    const rows = exportBatches(db, requestList, where, {
      also: { cursor: cursorTimestamp(sql`r.created_at`) },
      keyOf: (row) => [sql`${row.cursor}::timestamptz`, row.id],
    });
    const fileColumns: ExportColumn<SummaryRow>[] = [
      { key: 'number', type: 'text', value: (r) => r.number },
      { key: 'type', type: 'code', codes: 'requestType', value: (r) => r.type },
      { key: 'status', type: 'code', codes: 'requestStatus', value: (r) => r.status },
      { key: 'offHireReference', type: 'text', value: (r) => r.reference },
      { key: 'concerns', type: 'text', value: (r) => r.concernsLabel },
      { key: 'created', type: 'timestamp', value: (r) => r.createdAt },
      { key: 'createdBy', type: 'text', value: (r) => r.createdByName },
    ];
    return sendExport(db, request, reply, tenant, format, { name: 'requests', columns: fileColumns, rows });
  });
}

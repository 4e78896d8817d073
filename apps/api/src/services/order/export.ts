// The filtered orders as CSV or Excel, read in keyset batches and streamed (as the contracts export does).
import { sql } from 'drizzle-orm';
import { orderFilterSchema } from '@portal/shared-api-contract';
import { requireModule } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';
import type { ExportColumn } from '../../lists/export/columns';
import { exportFormats, exportResponses, exportSummary, sendExport } from '../../lists/export/send';
import { currencyOf, seesPrices } from '../../lib/prices';
import { exportBatches } from '../../lists/keyset-list';
import { cursorTimestamp } from '../../db/sql/timestamps';
import { orderWhere } from './list';
import { orderList, type SummaryRow } from './summary';

export function orderExportRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  for (const format of exportFormats) app.get(`/orders/export.${format}`, {
    schema: {
      tags: ['order'],
      summary: exportSummary(format, 'The orders matching the filters (Total and Currency only when prices are shown)'),
      querystring: orderFilterSchema,
      response: exportResponses[format],
    },
  }, async (request, reply) => {
    const tenant = requireModule(request.tenant, 'order');
    const where = orderWhere(tenant, request.query);
    const prices = seesPrices(tenant);
    const currency = currencyOf(tenant.opCo);
    const rows = exportBatches(db, orderList, where, {
      also: { cursor: cursorTimestamp(sql`o.created_at`) },
      keyOf: (row) => [sql`${row.cursor}::timestamptz`, row.id],
    });
    const fileColumns: ExportColumn<SummaryRow>[] = [
      { key: 'number', type: 'text', value: (o) => o.number },
      { key: 'status', type: 'code', codes: 'orderStatus', value: (o) => o.status },
      { key: 'placed', type: 'timestamp', value: (o) => o.createdAt },
      { key: 'placedBy', type: 'text', value: (o) => o.createdByName },
      { key: 'project', type: 'text', value: (o) => o.projectName },
      { key: 'poReference', type: 'text', value: (o) => o.poReference },
      { key: 'start', type: 'date', value: (o) => o.startDate },
      { key: 'end', type: 'date', value: (o) => o.endDate },
      { key: 'lines', type: 'number', value: (o) => o.lineCount },
      ...(prices ? [
        { key: 'total', type: 'amount', value: (o) => o.total, currency: () => currency },
        { key: 'currency', type: 'text', value: () => currency },
      ] satisfies ExportColumn<SummaryRow>[] : []),
    ];
    return sendExport(db, request, reply, tenant, format, { name: 'orders', columns: fileColumns, rows });
  });
}

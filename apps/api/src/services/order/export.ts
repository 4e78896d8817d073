// The filtered orders as CSV, read in keyset batches and streamed (as the contracts export does).
import { sql } from 'drizzle-orm';
import { orderFilterSchema } from '@portal/shared-api-contract';
import { requireModule } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';
import { type CsvValue, csvResponses, sendCsv } from '../../lists/csv';
import { currencyOf, seesPrices } from '../../lib/prices';
import { exportBatches } from '../../lists/keyset-list';
import { cursorTimestamp } from '../../db/sql/timestamps';
import { orderWhere } from './list';
import { orderList, type SummaryRow } from './summary';

export function orderExportRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/orders/export.csv', {
    schema: {
      tags: ['order'],
      summary: 'The orders matching the filters as CSV (Total and Currency only when prices are shown)',
      querystring: orderFilterSchema,
      response: csvResponses,
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
    const header = ['Number', 'Status', 'Placed', 'Placed by', 'Project', 'PO reference', 'Start', 'End', 'Lines', ...(prices ? ['Total', 'Currency'] : [])];
    const toRow = (o: SummaryRow): CsvValue[] => [
      o.number, o.status, o.createdAt, o.createdByName, o.projectName, o.poReference, o.startDate, o.endDate, o.lineCount,
      ...(prices ? [o.total, currency] : []),
    ];
    return sendCsv(reply, 'orders', header, rows, toRow);
  });
}

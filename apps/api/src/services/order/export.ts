// The filtered orders as CSV, read in keyset batches and streamed (as the contracts export does).
import { sql } from 'drizzle-orm';
import { orderFilterSchema } from '@portal/shared-api-contract';
import { requireModule } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';
import { attachment, csvStream, todayIso, typedText, type CsvValue } from '../../lists/csv';
import { fileResponses } from '../../http/file-responses';
import { currencyOf, seesPrices } from '../../lib/prices';
import { batches } from '../../lists/batches';
import { cursorTimestamp } from '../../db/sql/timestamps';
import { rowsOf } from '../../db/sql/rows';
import { orderWhere, SUMMARY_JOINS, SUMMARY_SELECT, type SummaryRow } from './list';

const BATCH = 500;

export function orderExportRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/orders/export.csv', {
    schema: {
      tags: ['order'],
      summary: 'The orders matching the filters as CSV (Total and Currency only when prices are shown)',
      querystring: orderFilterSchema,
      response: fileResponses('text/csv', 'RFC 4180, UTF-8 with BOM'),
    },
  }, async (request, reply) => {
    const tenant = requireModule(request.tenant, 'order');
    const where = orderWhere(tenant, request.query);
    const prices = seesPrices(tenant);
    const currency = currencyOf(tenant.opCo);
    type Row = SummaryRow & { cursor: string };
    const rows = batches<Row, { at: string; id: number }>(async (cursor) => {
      const after = cursor ? sql`AND (o.created_at, o.id) < (${cursor.at}::timestamptz, ${cursor.id})` : sql``;
      const items = await rowsOf<Row>(db, sql`
        SELECT ${SUMMARY_SELECT}, ${cursorTimestamp(sql`o.created_at`)} AS cursor
        FROM (SELECT * FROM orders o WHERE ${where} ${after} ORDER BY o.created_at DESC, o.id DESC LIMIT ${BATCH}) o
        ${SUMMARY_JOINS}
        ORDER BY o.created_at DESC, o.id DESC`);
      const last = items[items.length - 1];
      return { items, cursor: items.length === BATCH && last ? { at: last.cursor, id: last.id } : null };
    });
    const header = ['Number', 'Status', 'Placed', 'Placed by', 'Project', 'PO reference', 'Start', 'End', 'Lines', ...(prices ? ['Total', 'Currency'] : [])];
    const toRow = (o: Row): CsvValue[] => [
      o.number, o.status, o.createdAt, typedText(o.createdByName), typedText(o.projectName), typedText(o.poReference), o.startDate, o.endDate, o.lineCount,
      ...(prices ? [o.total, currency] : []),
    ];
    return attachment(reply, 'text/csv; charset=utf-8', `orders-${todayIso()}.csv`).send(csvStream(header, rows, toRow));
  });
}

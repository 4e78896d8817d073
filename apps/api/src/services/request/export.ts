// The filtered requests as CSV, read in keyset batches and streamed (as the orders export does).
import { sql } from 'drizzle-orm';
import { requestFilterSchema } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import { attachment, csvStream, todayIso, typedText, type CsvValue } from '../../lists/csv';
import { fileResponses } from '../../http/file-responses';
import { batches } from '../../lists/batches';
import { cursorTimestamp } from '../../db/sql/timestamps';
import { rowsOf } from '../../db/sql/rows';
import { requireRequests } from './access';
import { requestWhere, SUMMARY_JOINS, SUMMARY_SELECT, type SummaryRow } from './list';

const BATCH = 500;

export function requestExportRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/requests/export.csv', {
    schema: {
      tags: ['request'],
      summary: 'The requests matching the filters as CSV',
      querystring: requestFilterSchema,
      response: fileResponses('text/csv', 'RFC 4180, UTF-8 with BOM'),
    },
  }, async (request, reply) => {
    const tenant = requireRequests(request.tenant);
    const where = requestWhere(tenant, request.query);
    type Row = SummaryRow & { cursor: string };
    const rows = batches<Row, { at: string; id: number }>(async (cursor) => {
      const after = cursor ? sql`AND (r.created_at, r.id) < (${cursor.at}::timestamptz, ${cursor.id})` : sql``;
      const items = await rowsOf<Row>(db, sql`
        SELECT ${SUMMARY_SELECT}, ${cursorTimestamp(sql`r.created_at`)} AS cursor
        FROM (SELECT * FROM requests r WHERE ${where} ${after} ORDER BY r.created_at DESC, r.id DESC LIMIT ${BATCH}) r
        ${SUMMARY_JOINS}
        ORDER BY r.created_at DESC, r.id DESC`);
      const last = items[items.length - 1];
      return { items, cursor: items.length === BATCH && last ? { at: last.cursor, id: last.id } : null };
    });
    const header = ['Number', 'Type', 'Status', 'Off-hire reference', 'Concerns', 'Created', 'Created by'];
    const toRow = (r: Row): CsvValue[] => [r.number, r.type, r.status, r.reference, typedText(r.concernsLabel), r.createdAt, typedText(r.createdByName)];
    return attachment(reply, 'text/csv; charset=utf-8', `requests-${todayIso()}.csv`).send(csvStream(header, rows, toRow));
  });
}

// The filtered requests as CSV, read in keyset batches and streamed (as the orders export does).
import { sql } from 'drizzle-orm';
import { requestFilterSchema } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import { type CsvValue, csvResponses, sendCsv } from '../../lists/csv';
import { exportBatches } from '../../lists/keyset-list';
import { cursorTimestamp } from '../../db/sql/timestamps';
import { requireRequests } from './access';
import { requestWhere } from './list';
import { requestList, type SummaryRow } from './summary';

export function requestExportRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/requests/export.csv', {
    schema: {
      tags: ['request'],
      summary: 'The requests matching the filters as CSV',
      querystring: requestFilterSchema,
      response: csvResponses,
    },
  }, async (request, reply) => {
    const tenant = requireRequests(request.tenant);
    const where = requestWhere(tenant, request.query);
    const rows = exportBatches(db, requestList, where, {
      also: { cursor: cursorTimestamp(sql`r.created_at`) },
      keyOf: (row) => [sql`${row.cursor}::timestamptz`, row.id],
    });
    const header = ['Number', 'Type', 'Status', 'Off-hire reference', 'Concerns', 'Created', 'Created by'];
    const toRow = (r: SummaryRow): CsvValue[] => [r.number, r.type, r.status, r.reference, r.concernsLabel, r.createdAt, r.createdByName];
    return sendCsv(reply, 'requests', header, rows, toRow);
  });
}

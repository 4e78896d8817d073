// The filtered assets as CSV, read in keyset batches by (name, id) and streamed, as the other
// exports do. The first column is the id, so a spreadsheet row can be matched to the asset.
import { sql } from 'drizzle-orm';
import { assetFilterSchema } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import { attachment, csvStream, todayIso, typedText, type CsvValue } from '../../lists/csv';
import { fileResponses } from '../../http/file-responses';
import { preferredLanguage } from '../../db/sql/language';
import { batches } from '../../lists/batches';
import { rowsOf } from '../../db/sql/rows';
import { requireAssets } from './access';
import { assetWhere } from './read';

const BATCH = 500;

/** Text people typed is kept from being read as a formula by a spreadsheet (CSV injection). */

interface Row {
  id: number;
  name: string;
  category: string | null;
  serial: string;
  project: string | null;
  locationLabel: string | null;
  lat: number | null;
  lng: number | null;
  inspectionDueDate: string | null;
  owned: boolean;
  archived: boolean;
}

export function assetExportRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/assets/export.csv', {
    schema: {
      tags: ['asset'],
      summary: 'The assets matching the filters as CSV (category names in the caller\'s language)',
      querystring: assetFilterSchema,
      response: fileResponses('text/csv', 'RFC 4180, UTF-8 with BOM'),
    },
  }, async (request, reply) => {
    const tenant = requireAssets(request.tenant);
    const where = assetWhere(tenant, request.query);
    const language = preferredLanguage(request.principal!.userId);
    const rows = batches<Row, { name: string; id: number }>(async (cursor) => {
      const after = cursor ? sql`AND (a.name, a.id) > (${cursor.name}, ${cursor.id})` : sql``;
      const items = await rowsOf<Row>(db, sql`
        SELECT a.id, a.name, pc.names ->> ${language} AS category, a.serial, pr.name AS project, a.location_label AS "locationLabel",
               a.lat, a.lng, a.inspection_due_date::text AS "inspectionDueDate", a.owned, a.archived
        FROM (SELECT * FROM assets a WHERE ${where} ${after} ORDER BY a.name, a.id LIMIT ${BATCH}) a
        LEFT JOIN product_categories pc ON pc.id = a.category_id LEFT JOIN projects pr ON pr.id = a.project_id
        ORDER BY a.name, a.id`);
      const last = items[items.length - 1];
      return { items, cursor: items.length === BATCH && last ? { name: last.name, id: last.id } : null };
    });
    const header = ['ID', 'Name', 'Category', 'Serial', 'Project', 'Location', 'Latitude', 'Longitude', 'Inspection due', 'Owned or rented', 'Archived'];
    const toRow = (r: Row): CsvValue[] => [
      r.id, typedText(r.name), r.category, typedText(r.serial), typedText(r.project), typedText(r.locationLabel), r.lat, r.lng, r.inspectionDueDate, r.owned ? 'Owned' : 'Rented', r.archived ? 'Yes' : 'No',
    ];
    return attachment(reply, 'text/csv; charset=utf-8', `assets-${todayIso()}.csv`).send(csvStream(header, rows, toRow));
  });
}

// The filtered assets as CSV, read in keyset batches by (name, id) and streamed, as the other
// exports do. The first column is the id, so a spreadsheet row can be matched to the asset.
import { sql, type SQL } from 'drizzle-orm';
import { assetFilterSchema } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import { type CsvValue, csvResponses, sendCsv } from '../../lists/csv';
import { preferredLanguage } from '../../db/sql/language';
import { columns, type RowOf } from '../../db/sql/columns';
import { exportBatches, type KeysetList } from '../../lists/keyset-list';
import { requireAssets } from './access';
import { assetList, assetWhere } from './read';

/** What a spreadsheet row shows of an asset (the category in `language`). */
const exportColumns = (language: SQL) => ({
  id: sql<number>`a.id`,
  name: sql<string>`a.name`,
  category: sql<string | null>`pc.names ->> ${language}`,
  serial: sql<string>`a.serial`,
  project: sql<string | null>`pr.name`,
  locationLabel: sql<string | null>`a.location_label`,
  lat: sql<number | null>`a.lat`,
  lng: sql<number | null>`a.lng`,
  inspectionDueDate: sql<string | null>`a.inspection_due_date::text`,
  owned: sql<boolean>`a.owned`,
  archived: sql<boolean>`a.archived`,
});
type ExportRow = RowOf<ReturnType<typeof exportColumns>>;

/** The list's assets in its order, as export rows. */
const exportList = (language: SQL): KeysetList<ExportRow> => ({ ...assetList, select: columns(exportColumns(language)) });

export function assetExportRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/assets/export.csv', {
    schema: {
      tags: ['asset'],
      summary: 'The assets matching the filters as CSV (category names in the caller\'s language)',
      querystring: assetFilterSchema,
      response: csvResponses,
    },
  }, async (request, reply) => {
    const tenant = requireAssets(request.tenant);
    const where = assetWhere(tenant, request.query);
    const language = preferredLanguage(request.principal!.userId);
    const rows = exportBatches(db, exportList(language), where, { keyOf: (row) => [row.name, row.id] });
    const header = ['ID', 'Name', 'Category', 'Serial', 'Project', 'Location', 'Latitude', 'Longitude', 'Inspection due', 'Owned or rented', 'Archived'];
    const toRow = (r: ExportRow): CsvValue[] => [
      r.id, r.name, r.category, r.serial, r.project, r.locationLabel, r.lat, r.lng, r.inspectionDueDate, r.owned ? 'Owned' : 'Rented', r.archived ? 'Yes' : 'No',
    ];
    return sendCsv(reply, 'assets', header, rows, toRow);
  });
}

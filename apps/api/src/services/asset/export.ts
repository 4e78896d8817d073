// The filtered assets as CSV or Excel, read in keyset batches by (name, id) and streamed, as the other
// exports do. The first column is the id, so a spreadsheet row can be matched to the asset.
import { sql, type SQL } from 'drizzle-orm';
import { assetFilterSchema } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import type { ExportColumn } from '../../lists/export/columns';
import { exportFormats, exportResponses, exportSummary, sendExport } from '../../lists/export/send';
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

  for (const format of exportFormats) app.get(`/assets/export.${format}`, {
    schema: {
      tags: ['asset'],
      summary: exportSummary(format, 'The assets matching the filters (category names in the caller\'s language)'),
      querystring: assetFilterSchema,
      response: exportResponses[format],
    },
  }, async (request, reply) => {
    const tenant = requireAssets(request.tenant);
    const where = assetWhere(tenant, request.query);
    const language = preferredLanguage(request.principal!.userId);
    const rows = exportBatches(db, exportList(language), where, { keyOf: (row) => [row.name, row.id] });
    const fileColumns: ExportColumn<ExportRow>[] = [
      { key: 'id', type: 'number', value: (r) => r.id },
      { key: 'name', type: 'text', value: (r) => r.name },
      { key: 'category', type: 'text', value: (r) => r.category },
      { key: 'serial', type: 'text', value: (r) => r.serial },
      { key: 'project', type: 'text', value: (r) => r.project },
      { key: 'location', type: 'text', value: (r) => r.locationLabel },
      { key: 'latitude', type: 'number', value: (r) => r.lat },
      { key: 'longitude', type: 'number', value: (r) => r.lng },
      { key: 'inspectionDue', type: 'date', value: (r) => r.inspectionDueDate },
      { key: 'ownedOrRented', type: 'code', codes: 'ownership', value: (r) => (r.owned ? 'owned' : 'rented') },
      { key: 'archived', type: 'boolean', value: (r) => r.archived },
    ];
    return sendExport(db, request, reply, tenant, format, { name: 'assets', columns: fileColumns, rows });
  });
}

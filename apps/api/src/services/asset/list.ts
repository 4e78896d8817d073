// The client's assets by name, and the same assets as points for the map: any member with the
// asset module may read them. The CSV export uses the same filters (export.ts).
import { sql } from 'drizzle-orm';
import { assetFilterSchema, assetListQuerySchema, assetMapPointsSchema, assetPageSchema } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { pageRows } from '../../lists/keyset-list';
import { requireAssets } from './access';
import { assetBaseWhere, assetList, assetWhere, dueFilterSql, dueSoonSql, dueWindow, overdueSql, toAsset } from './read';

/** The map gets every matching point at once (clustered in the browser), up to this many. */
export const MAX_MAP_POINTS = 20_000;

export function assetListRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/assets', {
    schema: {
      tags: ['asset'],
      summary: "The selected client's assets by name; q: name or serial; archived=true shows archived ones too. `inspections` counts the overdue and due-soon ones among all assets matching the other filters (inspectionDue aside); `today` is the opCo's",
      querystring: assetListQuerySchema,
      response: { 200: assetPageSchema },
    },
  }, async (request) => {
    const tenant = requireAssets(request.tenant);
    const { page, pageSize, ...filter } = request.query;
    const window = dueWindow(tenant);
    const due = dueFilterSql(filter, window);
    const [rows, [counts]] = await Promise.all([
      pageRows(db, assetList, assetWhere(tenant, filter, window), page, pageSize),
      // One pass over the client's assets gives the total and both counts.
      selectRows(db, columns({
        total: sql<number>`count(*) FILTER (WHERE ${due ?? sql`true`})::int`,
        overdue: sql<number>`count(*) FILTER (WHERE ${overdueSql(window.today)})::int`,
        dueSoon: sql<number>`count(*) FILTER (WHERE ${dueSoonSql(window.today, window.soon)})::int`,
      }), sql`
        FROM assets a WHERE ${assetBaseWhere(tenant, filter)}`),
    ]);
    return {
      items: rows.map(toAsset),
      page,
      pageSize,
      total: counts?.total ?? 0,
      today: window.today,
      inspections: { overdue: counts?.overdue ?? 0, dueSoon: counts?.dueSoon ?? 0 },
    };
  });

  app.get('/assets/map-points', {
    schema: {
      tags: ['asset'],
      summary: `Every asset matching the filters that has a location, as small rows for the map (at most ${MAX_MAP_POINTS})`,
      querystring: assetFilterSchema,
      response: { 200: assetMapPointsSchema },
    },
  }, async (request) => {
    const tenant = requireAssets(request.tenant);
    // Not drizzle's select: the filters are SQL of the `a` alias, shared with the list and the export.
    const items = await selectRows(db, columns({
      id: sql<number>`a.id`,
      name: sql<string>`a.name`,
      serial: sql<string>`a.serial`,
      // Both not null: the WHERE below.
      lat: sql<number>`a.lat`,
      lng: sql<number>`a.lng`,
      archived: sql<boolean>`a.archived`,
    }), sql`
      FROM assets a
      WHERE ${assetWhere(tenant, request.query)} AND a.lat IS NOT NULL AND a.lng IS NOT NULL
      ORDER BY a.id LIMIT ${MAX_MAP_POINTS}`);
    return { items };
  });
}

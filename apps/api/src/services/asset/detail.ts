// One asset of the caller's client and the requests about it (breakdowns reported on it).
// Another client's id answers 404, like an id that does not exist.
import { sql } from 'drizzle-orm';
import { assetRequestListSchema, assetSchema, idParamsSchema } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import { isoTimestamp } from '../../db/sql/timestamps';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { requireAssets } from './access';
import { loadAsset } from './read';
import { requestProjectScope } from '../../db/sql/project-scope';

/** An asset's page shows its recent history; older requests are in the request list. */
const MAX_ASSET_REQUESTS = 200;

export function assetDetailRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/assets/:id', {
    schema: { tags: ['asset'], summary: 'One asset (404 for another client\'s)', params: idParamsSchema, response: { 200: assetSchema } },
  }, async (request) => loadAsset(db, requireAssets(request.tenant), request.params.id));

  app.get('/assets/:id/requests', {
    schema: {
      tags: ['asset'],
      summary: `The requests about one asset, newest first (at most ${MAX_ASSET_REQUESTS}; 404 for another client's asset)`,
      params: idParamsSchema,
      response: { 200: assetRequestListSchema },
    },
  }, async (request) => {
    const tenant = requireAssets(request.tenant);
    const { clientId } = tenant;
    const { id } = await loadAsset(db, tenant, request.params.id);
    const items = await selectRows(db, columns({
      id: sql<number>`r.id`,
      number: sql<string>`r.number`,
      type: sql<string>`r.type`,
      status: sql<string>`r.status`,
      createdAt: isoTimestamp(sql`r.created_at`),
    }), sql`
      FROM requests r WHERE r.asset_id = ${id} AND r.client_id = ${clientId} AND ${requestProjectScope(tenant)}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${MAX_ASSET_REQUESTS}`);
    return { items };
  });
}

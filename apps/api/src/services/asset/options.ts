// What the asset filters and form offer: the catalogue's categories and the client's projects
// (archived ones too, flagged: old assets still filter by them; the form offers only active ones).
import { sql } from 'drizzle-orm';
import { assetOptionsSchema, type LocalisedNames } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import { parsedNames } from '../order/catalogue';
import { rowsOf } from '../../db/sql/rows';
import { requireAssets } from './access';

export function assetOptionRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/assets/options', {
    schema: { tags: ['asset'], summary: 'The categories an asset can have and the client\'s projects, for the filters and the form', response: { 200: assetOptionsSchema } },
  }, async (request) => {
    const tenant = requireAssets(request.tenant);
    const [categories, projects] = await Promise.all([
      rowsOf<{ id: number; names: LocalisedNames | string }>(db, sql`SELECT id, names FROM product_categories ORDER BY id`),
      rowsOf<{ id: number; code: string; name: string; archived: boolean }>(db, sql`
        SELECT id, code, name, archived FROM projects WHERE client_id = ${tenant.clientId} ORDER BY name, id`),
    ]);
    return { categories: categories.map((c) => ({ id: c.id, names: parsedNames(c.names) })), projects };
  });
}

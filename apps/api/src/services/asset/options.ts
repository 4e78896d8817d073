// What the asset filters and form offer: the catalogue's categories and the client's projects
// (archived ones too, flagged: old assets still filter by them; the form offers only active ones).
import { and, eq, sql } from 'drizzle-orm';
import { assetOptionsSchema } from '@portal/shared-api-contract';
import { productCategories, projects } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import { requireAssets } from './access';
import { projectScope } from '../../db/sql/project-scope';

export function assetOptionRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/assets/options', {
    schema: { tags: ['asset'], summary: 'The categories an asset can have and the client\'s projects, for the filters and the form', response: { 200: assetOptionsSchema } },
  }, async (request) => {
    const tenant = requireAssets(request.tenant);
    const [categories, clientProjects] = await Promise.all([
      // drizzle's select parses the jsonb names on both drivers.
      db.select({ id: productCategories.id, names: productCategories.names }).from(productCategories).orderBy(productCategories.id),
      db.select({ id: projects.id, code: projects.code, name: projects.name, archived: projects.archived })
        .from(projects).where(and(eq(projects.clientId, tenant.clientId), projectScope(tenant, sql`${projects.id}`))).orderBy(projects.name, projects.id),
    ]);
    return { categories, projects: clientProjects };
  });
}

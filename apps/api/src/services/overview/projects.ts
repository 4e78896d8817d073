// The client's projects (job sites) for the overview's filter selects. Any member may read them.
import { asc, eq } from 'drizzle-orm';
import { projectOptionListSchema } from '@portal/shared-api-contract';
import { projects } from '../../db/schema';
import type { ZodApp } from '../../http/zod';

export function projectRoutes(app: ZodApp): void {
  const { ctx } = app;
  app.get('/projects', {
    schema: { tags: ['overview'], summary: "The selected client's projects (archived ones flagged), by name", response: { 200: projectOptionListSchema } },
  }, async (request) => {
    const items = await ctx.db
      .select({ id: projects.id, code: projects.code, name: projects.name, archived: projects.archived })
      .from(projects)
      .where(eq(projects.clientId, request.tenant!.clientId))
      .orderBy(asc(projects.name), asc(projects.id));
    return { items };
  });
}

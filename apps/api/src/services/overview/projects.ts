// The client's projects (job sites) for the overview's filter selects. Any member may read them.
import { projectOptionListSchema, type ProjectOption } from '@portal/shared-api-contract';
import { queryRows, type Statement } from '../../db/client';
import type { ZodApp } from '../../http/zod';
import { projectLimitParam, projectScopeText } from '../../db/sql/project-scope';
import type { Tenant } from '../../auth/tenant';

// Every list's filter panel asks for this, so it is a prepared statement like the lists' own
// (statements.ts): no per-request SQL composition.
const PROJECTS_TEXT = `SELECT id, code, name, archived FROM projects WHERE client_id = $1 AND ${projectScopeText('id', 2)} ORDER BY name ASC, id ASC`;
const projectsStatement = (tenant: Tenant): Statement<ProjectOption> => ({ name: 'overview_projects', text: PROJECTS_TEXT, values: [tenant.clientId, projectLimitParam(tenant)] });

export function projectRoutes(app: ZodApp): void {
  const { ctx } = app;
  app.get('/projects', {
    schema: { tags: ['overview'], summary: "The selected client's projects (archived ones flagged), by name", response: { 200: projectOptionListSchema } },
  }, async (request) => {
    const items = await queryRows(ctx.db, projectsStatement(request.tenant!));
    return { items };
  });
}

// `Only these projects` (issue 35 point 6): an administrator (MANAGE_ROLES_AND_USERS) limits a
// member to some of the client's projects, or lifts the limit (null). It carries the membership's
// version like every member edit; the limit counts at the member's next request in every process
// (the tenant cache is cleared), where auth/tenant.ts reads it and every read scopes by it.
import { and, eq, inArray } from 'drizzle-orm';
import { idParamsSchema, memberProjectsUpdateSchema, memberSchema } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { membershipProjects, projects } from '../../db/schema';
import { versionedResponses } from '../../http/conflict';
import { badRequest } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { audit } from '../../lib/audit';
import { requireCompanyManager } from './access';
import { withMember } from './member-edit';

async function checkProjectIds(tx: Db, clientId: number, ids: number[]): Promise<void> {
  const found = await tx.select({ id: projects.id }).from(projects).where(and(eq(projects.clientId, clientId), inArray(projects.id, ids)));
  if (found.length !== ids.length) throw badRequest('validation_failed', 'Choose projects of your company', [{ field: 'projectIds', message: "Choose among your company's projects" }]);
}

const sameLimit = (a: number[] | null, b: number[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((id) => b.includes(id));

export function memberProjectRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.put('/company/users/:id/projects', {
    schema: {
      tags: ['company'],
      summary: "Limit a user to some of the company's projects, or lift the limit with null (MANAGE_ROLES_AND_USERS): such a user sees and acts only on those projects' records. 409 version_conflict with `current`; 404 for another client's user",
      params: idParamsSchema,
      body: memberProjectsUpdateSchema,
      response: versionedResponses(memberSchema),
    },
  }, async (request) => {
    const tenant = requireCompanyManager(request.tenant);
    const { projectIds, version } = request.body;
    const member = await withMember(ctx.db, tenant, request.principal!.userId, request.params.id, version, async (tx, { member: current, membershipId }) => {
      if (projectIds) await checkProjectIds(tx, tenant.clientId, projectIds);
      if (sameLimit(current.projectIds, projectIds)) return false;
      await tx.delete(membershipProjects).where(eq(membershipProjects.membershipId, membershipId));
      if (projectIds) await tx.insert(membershipProjects).values(projectIds.map((projectId) => ({ membershipId, projectId })));
      return true;
    });
    // What they may see changes at their next request, in every process.
    await ctx.tenants.clear();
    if (member.version !== version) await audit(ctx, request, 'user.projects_changed', { subject: `membership:${member.id}`, details: { projectIds } });
    return member;
  });
}

// Changing a member (MANAGE_ROLES_AND_USERS): their roles, deactivating and reactivating them. Each
// carries the membership's version (409 version_conflict with the member as it is now under
// `current`), runs under the client's people lock and checks after the change that someone still
// manages roles and users (409 last_manager, and nothing is changed). Deactivating ends the
// person's sessions at once; their rights change at their next request.
import { eq, sql } from 'drizzle-orm';
import { companyVersionBodySchema, idParamsSchema, memberRolesUpdateSchema, memberSchema, problemSchema, type Member } from '@portal/shared-api-contract';
import { revokeAllForUser } from '../../auth/sessions';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { membershipRoles, memberships } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { lockClientPeople, requireCompanyManager, versionConflict } from './access';
import { ensureSomeoneManages } from './last-manager';
import { loadMember, type LoadedMember } from './member-read';
import { checkRoleIds } from './role-rules';

const conflictResponse = problemSchema.extend({ current: memberSchema.optional() });

export const cannotDeactivateSelf = () => new HttpProblem(409, 'cannot_deactivate_self', 'Conflict', 'You cannot deactivate yourself; ask another user who manages users');

/**
 * Runs `change` on the locked member of the client after the version check, then the last-manager
 * rule; `change` answers false when there is nothing to change (the version stays). 404 for a user
 * who is not a member of the client.
 */
async function withMember(db: Db, tenant: Tenant, callerId: number, userId: number, version: number, change: (tx: Db, current: LoadedMember) => Promise<boolean>): Promise<Member> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockClientPeople(tx, tenant.clientId);
    const current = await loadMember(tx, tenant.clientId, userId, callerId, true);
    if (current.member.version !== version) throw versionConflict('user', current.member);
    if (!(await change(tx, current))) return current.member;
    await tx.update(memberships).set({ version: sql`${memberships.version} + 1` }).where(eq(memberships.id, current.membershipId));
    await ensureSomeoneManages(tx, tenant.clientId);
    return (await loadMember(tx, tenant.clientId, userId, callerId)).member;
  });
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

export function memberEditRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.put('/company/users/:id/roles', {
    schema: {
      tags: ['company'],
      summary: "Set a user's roles (MANAGE_ROLES_AND_USERS): roles of the company that are not archived (an archived one the user holds may be kept). 409 last_manager, version_conflict with `current`; 404 for another client's user",
      params: idParamsSchema,
      body: memberRolesUpdateSchema,
      response: { 200: memberSchema, 409: conflictResponse },
    },
  }, async (request) => {
    const tenant = requireCompanyManager(request.tenant);
    const { roleIds, version } = request.body;
    const member = await withMember(ctx.db, tenant, request.principal!.userId, request.params.id, version, async (tx, { member: current, membershipId }) => {
      const held = current.roles.map((r) => r.id);
      await checkRoleIds(tx, tenant.clientId, roleIds, held);
      if (sameSet(held, roleIds)) return false;
      await tx.delete(membershipRoles).where(eq(membershipRoles.membershipId, membershipId));
      await tx.insert(membershipRoles).values(roleIds.map((roleId) => ({ membershipId, roleId })));
      return true;
    });
    // Their rights count at their next request.
    ctx.tenants.clear();
    return member;
  });

  for (const [action, active] of [['deactivate', false], ['reactivate', true]] as const) {
    app.post(`/company/users/:id/${action}`, {
      schema: {
        tags: ['company'],
        summary: active
          ? "Reactivate a deactivated user (MANAGE_ROLES_AND_USERS; 409 version_conflict with `current`; 404 for another client's user)"
          : "Deactivate a user (MANAGE_ROLES_AND_USERS): their access to this company ends and their sessions end at once. 409 cannot_deactivate_self, last_manager, version_conflict with `current`; 404 for another client's user",
        params: idParamsSchema,
        body: companyVersionBodySchema,
        response: { 200: memberSchema, 409: conflictResponse },
      },
    }, async (request) => {
      const tenant = requireCompanyManager(request.tenant);
      const callerId = request.principal!.userId;
      // The caller is a member (the tenant says so), so this cannot tell anything about another client.
      if (!active && request.params.id === callerId) throw cannotDeactivateSelf();
      const member = await withMember(ctx.db, tenant, callerId, request.params.id, request.body.version, async (tx, { membershipId }) => {
        const [row] = await tx.select({ active: memberships.active }).from(memberships).where(eq(memberships.id, membershipId));
        // Already so: nothing changes, the version stays.
        if (row!.active === active) return false;
        await tx.update(memberships).set({ active }).where(eq(memberships.id, membershipId));
        // Their refresh tokens stop working now; their access token is refused for this client at its next use.
        if (!active) await revokeAllForUser(tx, request.params.id, 'deactivated by their company');
        return true;
      });
      ctx.tenants.clear();
      return member;
    });
  }
}

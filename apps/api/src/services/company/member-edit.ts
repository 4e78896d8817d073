// Changing a member (MANAGE_ROLES_AND_USERS): their roles, deactivating and reactivating them. Each
// carries the membership's version (409 version_conflict with the member as it is now under
// `current`), runs under the client's people lock and checks after the change that someone still
// manages roles and users (409 last_manager, and nothing is changed). Deactivating ends the
// person's access to this company at their next request; when it was their last company, their
// sessions and unused password links end too (ADR 0008).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { companyVersionBodySchema, idParamsSchema, memberRolesUpdateSchema, memberSchema, type Member } from '@portal/shared-api-contract';
import { revokeAllForUser } from '../../auth/sessions';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { membershipRoles, memberships, passwordResetTokens, users } from '../../db/schema';
import { HttpProblem } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { audit } from '../../lib/audit';
import { lockClientPeople, requireCompanyManager } from './access';
import { versionedResponses, versionConflict } from '../../http/conflict';
import { ensureSomeoneManages } from './last-manager';
import { loadMember, type LoadedMember } from './member-read';
import { checkRoleIds } from './role-rules';

export const accountDisabled = () =>
  new HttpProblem(409, 'account_disabled', 'Conflict', 'The rental company has switched this account off; ask your rental contact');

/**
 * A person deactivated by one company keeps their other companies. When none is left, their
 * sessions end now (a refresh fails) and an invitation or reset link they have not used stops working.
 */
async function endAccessIfLastCompany(tx: Db, userId: number, membershipId: number): Promise<void> {
  const [other] = await tx.select({ id: memberships.id }).from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true), ne(memberships.id, membershipId))).limit(1);
  if (other) return;
  await revokeAllForUser(tx, userId, 'deactivated by their company');
  await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export const cannotDeactivateSelf = () => new HttpProblem(409, 'cannot_deactivate_self', 'Conflict', 'You cannot deactivate yourself; ask another user who manages users');

/**
 * Runs `change` on the locked member of the client after the version check, then the last-manager
 * rule; `change` answers false when there is nothing to change (the version stays). 404 for a user
 * who is not a member of the client.
 */
export async function withMember(db: Db, tenant: Tenant, callerId: number, memberId: number, version: number, change: (tx: Db, current: LoadedMember) => Promise<boolean>): Promise<Member> {
  return db.transaction(async (tx) => {
    await lockClientPeople(tx, tenant.clientId);
    const current = await loadMember(tx, tenant.clientId, memberId, callerId, true);
    if (current.member.version !== version) throw versionConflict('user', current.member);
    if (!(await change(tx, current))) return current.member;
    await tx.update(memberships).set({ version: sql`${memberships.version} + 1` }).where(eq(memberships.id, current.membershipId));
    await ensureSomeoneManages(tx, tenant.clientId);
    return (await loadMember(tx, tenant.clientId, memberId, callerId)).member;
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
      response: versionedResponses(memberSchema),
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
    // Their rights count at their next request, in every process.
    await ctx.tenants.clear();
    if (member.version !== version) await audit(ctx, request, 'user.roles_changed', { subject: `membership:${member.id}`, details: { roleIds } });
    return member;
  });

  for (const [action, active] of [['deactivate', false], ['reactivate', true]] as const) {
    app.post(`/company/users/:id/${action}`, {
      schema: {
        tags: ['company'],
        summary: active
          ? "Reactivate a deactivated user (MANAGE_ROLES_AND_USERS; 409 version_conflict with `current`, account_disabled when the rental company switched the account off; 404 for another client's user)"
          : "Deactivate a user (MANAGE_ROLES_AND_USERS): their access to this company ends at once, and when it was their last company their sessions end too. 409 cannot_deactivate_self, last_manager, version_conflict with `current`; 404 for another client's user",
        params: idParamsSchema,
        body: companyVersionBodySchema,
        response: versionedResponses(memberSchema),
      },
    }, async (request) => {
      const tenant = requireCompanyManager(request.tenant);
      const callerId = request.principal!.userId;
      const member = await withMember(ctx.db, tenant, callerId, request.params.id, request.body.version, async (tx, { member: current, membershipId, userId }) => {
        if (!active && current.self) throw cannotDeactivateSelf();
        const [row] = await tx.select({ active: memberships.active }).from(memberships).where(eq(memberships.id, membershipId));
        // Already so: nothing changes, the version stays.
        if (row!.active === active) return false;
        if (active) {
          // Reactivating here cannot undo what the rental company switched off: say so rather than pretend.
          const [account] = await tx.select({ active: users.active }).from(users).where(eq(users.id, userId));
          if (!account?.active) throw accountDisabled();
        }
        await tx.update(memberships).set({ active }).where(eq(memberships.id, membershipId));
        // Their access token is refused for this client at its next use (the tenant check).
        if (!active) await endAccessIfLastCompany(tx, userId, membershipId);
        return true;
      });
      await ctx.tenants.clear();
      if (member.version !== request.body.version) await audit(ctx, request, active ? 'user.reactivated' : 'user.deactivated', { subject: `membership:${member.id}` });
      return member;
    });
  }
}

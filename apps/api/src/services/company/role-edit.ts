// Renaming a role and setting its rights, archiving and restoring it (MANAGE_ROLES_AND_USERS). Each
// carries the version it was based on (409 version_conflict with the role as it is now under
// `current`), runs under the client's people lock and checks after the change that someone still
// manages roles and users (409 last_manager, and nothing is changed). A change of who approves
// orders moves the order settings' version on, so the two pages never undo each other silently.
import { eq, sql } from 'drizzle-orm';
import { companyVersionBodySchema, idParamsSchema, roleSchema, roleUpdateSchema, type Role } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { roleRights, roles } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import { audit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/idempotency';
import { lockClientPeople, requireCompanyManager } from './access';
import { versionedResponses, versionConflict } from '../../http/conflict';
import { ensureSomeoneManages } from './last-manager';
import { loadRole } from './role-read';
import { bumpOrderSettingsVersion, checkRights, nameTaken, roleNameOwner } from './role-rules';

/** Whether the role makes its holders approvers: rights of an archived role count for nobody. */
const approves = (role: Pick<Role, 'rights' | 'archived'>) => !role.archived && role.rights.includes('APPROVE_ORDERS');

/**
 * Runs `change` on the locked role of the client after the version check; when it changed
 * something (true), bumps the version and checks the last-manager rule. 404 for another client's.
 */
async function withRole(db: Db, clientId: number, id: number, version: number, change: (tx: Db, current: Role) => Promise<Pick<Role, 'rights' | 'archived'> | null>): Promise<Role> {
  return db.transaction(async (tx) => {
    await lockClientPeople(tx, clientId);
    const current = await loadRole(tx, clientId, id, true);
    if (current.version !== version) throw versionConflict('role', current);
    const after = await change(tx, current);
    if (!after) return current;
    await tx.update(roles).set({ version: sql`${roles.version} + 1` }).where(eq(roles.id, current.id));
    if (approves(current) !== approves(after)) await bumpOrderSettingsVersion(tx, clientId);
    await ensureSomeoneManages(tx, clientId);
    return loadRole(tx, clientId, id);
  });
}

export function roleEditRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.put('/company/roles/:id', {
    schema: {
      tags: ['company'],
      summary: "Rename a role and set its rights (MANAGE_ROLES_AND_USERS). 409 name_taken, last_manager, version_conflict with `current`; 404 for another client's role",
      params: idParamsSchema,
      body: roleUpdateSchema,
      response: versionedResponses(roleSchema),
    },
  }, async (request) => {
    const { clientId } = requireCompanyManager(request.tenant);
    const { version, name, rights } = request.body;
    try {
      const role = await withRole(ctx.db, clientId, request.params.id, version, async (tx, current) => {
        const taken = await roleNameOwner(tx, clientId, name, current.id);
        if (taken) throw nameTaken(taken);
        await checkRights(tx, clientId, rights, current.rights);
        await tx.update(roles).set({ name }).where(eq(roles.id, current.id));
        await tx.delete(roleRights).where(eq(roleRights.roleId, current.id));
        if (rights.length) await tx.insert(roleRights).values(rights.map((rightCode) => ({ roleId: current.id, rightCode })));
        return { rights, archived: current.archived };
      });
      // Its holders' rights count at their next request, in every process.
      await ctx.tenants.clear();
      // The version moves on only when something changed.
      if (role.version !== version) await audit(ctx, request, 'role.changed', { subject: `role:${role.id}`, details: { name: role.name, rights: role.rights } });
      return role;
    } catch (error) {
      // Another write took the name between our check and ours (the index ignores case too).
      if (!isUniqueViolation(error)) throw error;
      const taken = await roleNameOwner(ctx.db, clientId, name, request.params.id);
      throw taken ? nameTaken(taken) : error;
    }
  });

  for (const [action, archived] of [['archive', true], ['restore', false]] as const) {
    app.post(`/company/roles/:id/${action}`, {
      schema: {
        tags: ['company'],
        summary: archived
          ? "Archive a role (MANAGE_ROLES_AND_USERS): its holders lose its rights (see archive-impact) and it cannot be given any more. 409 last_manager, version_conflict with `current`; 404 for another client's role"
          : "Restore an archived role: its holders get its rights again (MANAGE_ROLES_AND_USERS; 409 version_conflict with `current`; 404 for another client's role)",
        params: idParamsSchema,
        body: companyVersionBodySchema,
        response: versionedResponses(roleSchema),
      },
    }, async (request) => {
      const { clientId } = requireCompanyManager(request.tenant);
      const role = await withRole(ctx.db, clientId, request.params.id, request.body.version, async (tx, current) => {
        // Already so: nothing changes, the version stays.
        if (current.archived === archived) return null;
        await tx.update(roles).set({ archived }).where(eq(roles.id, current.id));
        return { rights: current.rights, archived };
      });
      await ctx.tenants.clear();
      if (role.version !== request.body.version) await audit(ctx, request, archived ? 'role.archived' : 'role.restored', { subject: `role:${role.id}`, details: { name: role.name } });
      return role;
    });
  }
}

// The approval settings of a client (MANAGE_ROLES_AND_USERS): the amount above which an order
// waits, and which of the client's roles hold APPROVE_ORDERS. Versioned like an order. The roles
// page changes APPROVE_ORDERS too: each side moves the other's version on (settings_version here,
// roles.version there), so neither overwrites the other silently.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderSettingsInputSchema, orderSettingsSchema, type OrderSettings } from '@portal/shared-api-contract';
import { requireRight, type Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { corporateClients, roleRights, roles } from '../../db/schema';
import { badRequest } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { currencyOf } from '../../lib/prices';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { lockClientPeople } from '../company/access';
import { conflict } from '../../http/conflict';
import { thresholdText } from './access';

/** Whether role `r` holds APPROVE_ORDERS. */
const APPROVES = sql<boolean>`EXISTS (SELECT 1 FROM role_rights rr WHERE rr.role_id = r.id AND rr.right_code = 'APPROVE_ORDERS')`;

async function loadSettings(db: Db, tenant: Tenant): Promise<OrderSettings> {
  const [[client], roleRows] = await Promise.all([
    db.select({ threshold: corporateClients.orderApprovalThreshold, version: corporateClients.settingsVersion }).from(corporateClients).where(eq(corporateClients.id, tenant.clientId)),
    selectRows(db, columns({ id: sql<number>`r.id`, name: sql<string>`r.name`, approves: APPROVES }), sql`
      FROM roles r WHERE r.client_id = ${tenant.clientId} AND NOT r.archived ORDER BY r.name, r.id`),
  ]);
  return { approvalThreshold: thresholdText(client?.threshold ?? null), currency: currencyOf(tenant.opCo), roles: roleRows, version: client?.version ?? 1 };
}

export function settingsRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.get('/order-settings', {
    schema: { tags: ['order'], summary: 'The approval threshold and approver roles (MANAGE_ROLES_AND_USERS)', response: { 200: orderSettingsSchema } },
  }, async (request) => loadSettings(ctx.db, requireRight(request.tenant, 'MANAGE_ROLES_AND_USERS')));

  app.put('/order-settings', {
    schema: {
      tags: ['order'],
      summary: 'Set the approval threshold and exactly which roles approve (MANAGE_ROLES_AND_USERS; 409 version_conflict)',
      body: orderSettingsInputSchema,
      response: { 200: orderSettingsSchema },
    },
  }, async (request) => {
    const tenant = requireRight(request.tenant, 'MANAGE_ROLES_AND_USERS');
    const { approvalThreshold, approverRoleIds, version } = request.body;
    const chosen = [...new Set(approverRoleIds)];
    await ctx.db.transaction(async (tx) => {
      // The roles page changes rights under the same lock, so neither reads roles the other is changing.
      await lockClientPeople(tx, tenant.clientId);
      const clientRoles = await selectRows(tx, columns({ id: sql<number>`r.id`, approves: APPROVES }), sql`
        FROM roles r WHERE r.client_id = ${tenant.clientId} AND NOT r.archived`);
      const own = new Set(clientRoles.map((r) => r.id));
      // A role of another client is answered like one that does not exist.
      const foreign = chosen.filter((id) => !own.has(id));
      if (foreign.length) throw badRequest('validation_failed', 'Choose roles of your company', [{ field: 'approverRoleIds', message: "Choose among your company's roles" }]);
      const updated = await tx.update(corporateClients)
        .set({ orderApprovalThreshold: approvalThreshold, settingsVersion: version + 1 })
        .where(and(eq(corporateClients.id, tenant.clientId), eq(corporateClients.settingsVersion, version)))
        .returning({ id: corporateClients.id });
      if (!updated.length) throw conflict('version_conflict', 'Someone changed these settings in the meantime; reload them and try again');
      const ownIds = [...own];
      if (ownIds.length) await tx.delete(roleRights).where(and(eq(roleRights.rightCode, 'APPROVE_ORDERS'), inArray(roleRights.roleId, ownIds)));
      if (chosen.length) await tx.insert(roleRights).values(chosen.map((roleId) => ({ roleId, rightCode: 'APPROVE_ORDERS' })));
      // Each role whose rights this changed gets a new version, so the roles page cannot undo it silently.
      const changed = clientRoles.filter((r) => r.approves !== chosen.includes(r.id)).map((r) => r.id);
      if (changed.length) await tx.update(roles).set({ version: sql`${roles.version} + 1` }).where(inArray(roles.id, changed));
    });
    // Rights are cached per member for a few seconds; the new approvers should count at once.
    await ctx.tenants.clear();
    return loadSettings(ctx.db, tenant);
  });
}

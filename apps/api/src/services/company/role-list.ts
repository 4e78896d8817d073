// The client's roles with their rights (MANAGE_ROLES_AND_USERS only, reads included: who may do
// what is the managers' business), and what archiving one would take from whom.
import { sql } from 'drizzle-orm';
import { idParamsSchema, offeredRightsSchema, roleArchiveImpactSchema, roleListQuerySchema, roleListSchema, type Right } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { requireCompanyManager } from './access';
import { listRoles, loadRole } from './role-read';
import { offeredRights } from './role-rules';

export function roleListRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/company/roles', {
    schema: {
      tags: ['company'],
      summary: "The client's roles by name with their rights and how many active users hold each (MANAGE_ROLES_AND_USERS); archived=true shows archived ones too",
      querystring: roleListQuerySchema,
      response: { 200: roleListSchema },
    },
  }, async (request) => {
    const { clientId } = requireCompanyManager(request.tenant);
    return { items: await listRoles(db, clientId, request.query.archived ?? false) };
  });

  app.get('/company/roles/rights', {
    schema: {
      tags: ['company'],
      summary: "The rights a role of the client can hold: those of the client's modules (MANAGE_ROLES_AND_USERS)",
      response: { 200: offeredRightsSchema },
    },
  }, async (request) => {
    const { clientId } = requireCompanyManager(request.tenant);
    return { rights: await offeredRights(db, clientId) };
  });

  app.get('/company/roles/:id/archive-impact', {
    schema: {
      tags: ['company'],
      summary: "Who would lose which rights if the role were archived (MANAGE_ROLES_AND_USERS): each active user holding it, with the role's rights none of their other roles gives. 404 for another client's role",
      params: idParamsSchema,
      response: { 200: roleArchiveImpactSchema },
    },
  }, async (request) => {
    const { clientId } = requireCompanyManager(request.tenant);
    const role = await loadRole(db, clientId, request.params.id);
    // An archived role gives nothing any more: archiving it again takes nothing away.
    if (role.archived) return { members: [] };
    const rows = await selectRows(db, columns({
      id: sql<number>`m.id`,
      firstName: sql<string>`u.first_name`,
      lastName: sql<string>`u.last_name`,
      // The role's rights no other role of the member gives, comma-joined (right codes have no commas).
      loses: sql<string | null>`(SELECT string_agg(rr.right_code, ',' ORDER BY rr.right_code) FROM role_rights rr
                WHERE rr.role_id = ${role.id} AND NOT EXISTS (
                  SELECT 1 FROM membership_roles other
                  JOIN roles r ON r.id = other.role_id AND NOT r.archived
                  JOIN role_rights orr ON orr.role_id = r.id AND orr.right_code = rr.right_code
                  WHERE other.membership_id = m.id AND other.role_id <> ${role.id}))`,
    }), sql`
      FROM membership_roles mr
      JOIN memberships m ON m.id = mr.membership_id AND m.active AND m.accepted_at IS NOT NULL
      JOIN users u ON u.id = m.user_id AND u.active
      WHERE mr.role_id = ${role.id}
      ORDER BY u.last_name, u.first_name, m.id`);
    return { members: rows.map(({ loses, ...member }) => ({ ...member, loses: loses ? (loses.split(',') as Right[]) : [] })) };
  });
}

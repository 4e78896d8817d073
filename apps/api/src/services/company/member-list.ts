// The client's members by last name (every member reads), the same list as CSV or Excel, and the
// client's roles by name for the users page's filter and role choice.
import { eq, sql } from 'drizzle-orm';
import { roles } from '../../db/schema';
import { memberFilterSchema, memberListQuerySchema, memberPageSchema, roleOptionListSchema, type MemberStatus } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import type { ExportColumn } from '../../lists/export/columns';
import { exportFormats, exportResponses, exportSummary, sendExport } from '../../lists/export/send';
import { columns, type RowOf } from '../../db/sql/columns';
import { exportBatches, listPage } from '../../lists/keyset-list';
import { requireMember } from './access';
import { FIRST_NAME_SQL, LAST_NAME_SQL, memberList, memberWhere, STATUS_SQL, withRoles } from './member-read';

/** What a spreadsheet row shows of a member: roles by name, archived ones marked. */
const EXPORT_COLUMNS = {
  id: sql<number>`m.id`,
  firstName: sql<string>`${FIRST_NAME_SQL}`,
  lastName: sql<string>`${LAST_NAME_SQL}`,
  email: sql<string>`u.email`,
  roles: sql<string | null>`(SELECT string_agg(r.name || CASE WHEN r.archived THEN ' (archived)' ELSE '' END, '; ' ORDER BY r.name, r.id)
    FROM membership_roles mr JOIN roles r ON r.id = mr.role_id WHERE mr.membership_id = m.id)`,
  status: sql<MemberStatus>`${STATUS_SQL}`,
  invitedAt: sql<string | null>`to_char(m.invited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
};
const exportList = { ...memberList, select: columns(EXPORT_COLUMNS) };

export function memberListRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/company/users', {
    schema: {
      tags: ['company'],
      summary: "The selected client's users by last name, with their roles (archived ones flagged) and status; q: name or email",
      querystring: memberListQuerySchema,
      response: { 200: memberPageSchema },
    },
  }, async (request) => {
    const { clientId } = requireMember(request.tenant);
    const { page, pageSize, ...filter } = request.query;
    const { items, total } = await listPage(db, memberList, memberWhere(clientId, filter), page, pageSize);
    return { items: await withRoles(db, items, request.principal!.userId), page, pageSize, total };
  });

  for (const format of exportFormats) app.get(`/company/users/export.${format}`, {
    schema: {
      tags: ['company'],
      summary: exportSummary(format, 'The users matching the filters (roles by name, archived ones marked)'),
      querystring: memberFilterSchema,
      response: exportResponses[format],
    },
  }, async (request, reply) => {
    const tenant = requireMember(request.tenant);
    const { clientId } = tenant;
    const rows = exportBatches(db, exportList, memberWhere(clientId, request.query), { keyOf: (row) => [row.lastName, row.firstName, row.id] });
    const fileColumns: ExportColumn<RowOf<typeof EXPORT_COLUMNS>>[] = [
      { key: 'id', type: 'number', value: (r) => r.id },
      { key: 'firstName', type: 'text', value: (r) => r.firstName },
      { key: 'lastName', type: 'text', value: (r) => r.lastName },
      { key: 'email', type: 'text', value: (r) => r.email },
      { key: 'roles', type: 'text', value: (r) => r.roles },
      { key: 'status', type: 'code', codes: 'memberStatus', value: (r) => r.status },
      { key: 'invitedOn', type: 'date', value: (r) => r.invitedAt },
    ];
    return sendExport(db, request, reply, tenant, format, { name: 'users', columns: fileColumns, rows });
  });

  app.get('/company/users/role-options', {
    schema: {
      tags: ['company'],
      summary: "The client's roles by name (archived ones flagged), for the users page's filter and role choice; every member reads",
      response: { 200: roleOptionListSchema },
    },
  }, async (request) => {
    const { clientId } = requireMember(request.tenant);
    const items = await db.select({ id: roles.id, name: roles.name, archived: roles.archived }).from(roles).where(eq(roles.clientId, clientId)).orderBy(roles.name, roles.id);
    return { items };
  });
}

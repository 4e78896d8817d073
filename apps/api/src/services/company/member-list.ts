// The client's members by last name (every member reads), the same list as CSV, and the
// client's roles by name for the users page's filter and role choice.
import { sql } from 'drizzle-orm';
import { memberFilterSchema, memberListQuerySchema, memberPageSchema, roleOptionListSchema, type RoleRef } from '@portal/shared-api-contract';
import type { ZodApp } from '../../http/zod';
import { attachment, csvStream, todayIso, typedText, type CsvValue } from '../../lists/csv';
import { fileResponses } from '../../http/file-responses';
import { batches } from '../../lists/batches';
import { rowsOf } from '../../db/sql/rows';
import { requireMember } from './access';
import { MEMBER_SELECT, memberWhere, STATUS_SQL, withRoles, type MemberRow } from './member-read';

const BATCH = 500;
const ORDER = sql`u.last_name, u.first_name, u.id`;

interface ExportRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roles: string | null;
  status: string;
  invitedAt: string | null;
}

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
    const where = memberWhere(clientId, filter);
    const [rows, [count]] = await Promise.all([
      rowsOf<MemberRow>(db, sql`
        SELECT ${MEMBER_SELECT} FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE ${where} ORDER BY ${ORDER} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
      rowsOf<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM memberships m JOIN users u ON u.id = m.user_id WHERE ${where}`),
    ]);
    return { items: await withRoles(db, rows, request.principal!.userId), page, pageSize, total: count?.total ?? 0 };
  });

  app.get('/company/users/export.csv', {
    schema: {
      tags: ['company'],
      summary: 'The users matching the filters as CSV (roles by name, archived ones marked)',
      querystring: memberFilterSchema,
      response: fileResponses('text/csv', 'RFC 4180, UTF-8 with BOM'),
    },
  }, async (request, reply) => {
    const { clientId } = requireMember(request.tenant);
    const where = memberWhere(clientId, request.query);
    const rows = batches<ExportRow, { lastName: string; firstName: string; id: number }>(async (cursor) => {
      const after = cursor ? sql`AND (u.last_name, u.first_name, u.id) > (${cursor.lastName}, ${cursor.firstName}, ${cursor.id})` : sql``;
      const items = await rowsOf<ExportRow>(db, sql`
        SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email,
               (SELECT string_agg(r.name || CASE WHEN r.archived THEN ' (archived)' ELSE '' END, '; ' ORDER BY r.name, r.id)
                  FROM membership_roles mr JOIN roles r ON r.id = mr.role_id WHERE mr.membership_id = m.id) AS roles,
               initcap(${STATUS_SQL}) AS status, to_char(m.invited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "invitedAt"
        FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE ${where} ${after} ORDER BY ${ORDER} LIMIT ${BATCH}`);
      const last = items[items.length - 1];
      return { items, cursor: items.length === BATCH && last ? { lastName: last.lastName, firstName: last.firstName, id: last.id } : null };
    });
    const header = ['ID', 'First name', 'Last name', 'Email', 'Roles', 'Status', 'Invited on'];
    const toRow = (r: ExportRow): CsvValue[] => [r.id, typedText(r.firstName), typedText(r.lastName), typedText(r.email), typedText(r.roles), r.status, r.invitedAt];
    return attachment(reply, 'text/csv; charset=utf-8', `users-${todayIso()}.csv`).send(csvStream(header, rows, toRow));
  });

  app.get('/company/users/role-options', {
    schema: {
      tags: ['company'],
      summary: "The client's roles by name (archived ones flagged), for the users page's filter and role choice; every member reads",
      response: { 200: roleOptionListSchema },
    },
  }, async (request) => {
    const { clientId } = requireMember(request.tenant);
    const items = await rowsOf<RoleRef>(db, sql`SELECT r.id, r.name, r.archived FROM roles r WHERE r.client_id = ${clientId} ORDER BY r.name, r.id`);
    return { items };
  });
}

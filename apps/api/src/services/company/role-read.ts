// Reading the client's roles: their rights (sorted) and how many active members hold each one.
// Another client's role answers 404, like one that does not exist.
import { sql, type SQL } from 'drizzle-orm';
import type { Right, Role } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { columns, type RowOf } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';

/** Members that count: an active account with an active membership (invited ones included). */
export const ACTIVE_MEMBER = sql`m.active AND EXISTS (SELECT 1 FROM users u WHERE u.id = m.user_id AND u.active)`;

/** Rights arrive as one comma-joined text (right codes have no commas): the same on both drivers. */
const ROLE_COLUMNS = {
  id: sql<Role['id']>`r.id`,
  name: sql<Role['name']>`r.name`,
  archived: sql<Role['archived']>`r.archived`,
  version: sql<Role['version']>`r.version`,
  rights: sql<string | null>`(SELECT string_agg(rr.right_code, ',' ORDER BY rr.right_code) FROM role_rights rr WHERE rr.role_id = r.id)`,
  memberCount: sql<Role['memberCount']>`(SELECT count(*)::int FROM membership_roles mr JOIN memberships m ON m.id = mr.membership_id
     WHERE mr.role_id = r.id AND ${ACTIVE_MEMBER})`,
};

type RoleRow = RowOf<typeof ROLE_COLUMNS>;
const toRole = ({ rights, ...row }: RoleRow): Role => ({ ...row, rights: rights ? (rights.split(',') as Right[]) : [] });

async function selectRoles(db: Db, where: SQL, lock = false): Promise<Role[]> {
  const rows = await selectRows(db, columns(ROLE_COLUMNS), sql`FROM roles r WHERE ${where} ORDER BY r.name, r.id ${lock ? sql`FOR UPDATE OF r` : sql``}`);
  return rows.map(toRole);
}

/** The client's roles by name; archived ones only when asked for. */
export const listRoles = (db: Db, clientId: number, archived: boolean) =>
  selectRoles(db, archived ? sql`r.client_id = ${clientId}` : sql`r.client_id = ${clientId} AND NOT r.archived`);

/** One role of the client; `lock` holds it until the transaction ends. 404 for another client's. */
export async function loadRole(db: Db, clientId: number, id: number, lock = false): Promise<Role> {
  const [role] = await selectRoles(db, sql`r.id = ${id} AND r.client_id = ${clientId}`, lock);
  if (!role) throw notFound();
  return role;
}

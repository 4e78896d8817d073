// The rule that keeps a company manageable: at least one active member (active account with a
// password set, active and accepted membership) holds MANAGE_ROLES_AND_USERS through a role that is not
// archived. Someone merely invited does not count: they may never accept. Every write that
// changes roles, rights or memberships checks it after the change, inside its transaction (which
// began with lockClientPeople), so a breaking change rolls back and answers 409.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpProblem } from '../../http/problem';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';

export const lastManager = () =>
  new HttpProblem(409, 'last_manager', 'Conflict', 'Someone in your company must keep the right to manage roles and users; give it to another active user first');

/** Throws 409 `last_manager` when nobody active in the client can manage roles and users any more. */
export async function ensureSomeoneManages(tx: Db, clientId: number): Promise<void> {
  const [row] = await selectRows(tx, columns({
    manages: sql<boolean>`EXISTS (
      SELECT 1 FROM memberships m
      JOIN users u ON u.id = m.user_id AND u.active AND u.password_set
      JOIN membership_roles mr ON mr.membership_id = m.id
      JOIN roles r ON r.id = mr.role_id AND NOT r.archived
      JOIN role_rights rr ON rr.role_id = r.id AND rr.right_code = 'MANAGE_ROLES_AND_USERS'
      WHERE m.client_id = ${clientId} AND m.active AND m.accepted_at IS NOT NULL)`,
  }), sql``);
  if (!row?.manages) throw lastManager();
}

// Who may do what on the company pages: every member of the client reads contact persons,
// addresses, projects and users; MANAGE_ROLES_AND_USERS writes them and alone reads the roles.
// The portal hides what the caller cannot do; these checks decide.
import { sql } from 'drizzle-orm';
import { forbidden } from '../../http/problem';
import type { Db } from '../../db/client';
import { requireRight, type Tenant } from '../../auth/tenant';

/** Any member of the selected client (the guard has checked the membership). */
export function requireMember(tenant: Tenant | undefined): Tenant {
  if (!tenant) throw forbidden('not_a_member', 'You are not a member of this corporate client');
  return tenant;
}

export const requireCompanyManager = (tenant: Tenant | undefined): Tenant => requireRight(requireMember(tenant), 'MANAGE_ROLES_AND_USERS');

/**
 * Serialises the writes that change who holds which rights in one client (roles, members): the
 * "someone keeps MANAGE_ROLES_AND_USERS" rule is checked after the change, inside the same
 * transaction, and two managers removing each other at once must not both pass it.
 */
export async function lockClientPeople(tx: Db, clientId: number): Promise<void> {
  // NO KEY UPDATE: the foreign-key checks of other writes of this client (orders, addresses, …)
  // take KEY SHARE on this row and must not wait for a rights change.
  await tx.execute(sql`SELECT id FROM corporate_clients WHERE id = ${clientId} FOR NO KEY UPDATE`);
}

// The server's rules for roles beyond their shape (which the contract checks): a name used once per
// client ignoring case (archived roles included: the unique index covers them), rights of the
// client's modules only, roles chosen for a member that belong to the client, and the order
// approval settings kept in step with the roles.
import { and, eq, inArray, ne, not, sql } from 'drizzle-orm';
import { rightModules, rightNames, type Right } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { corporateClients, roles } from '../../db/schema';
import { badRequest, HttpProblem } from '../../http/problem';

/** 409 naming the role that has the name already. */
export function nameTaken(other: { name: string; archived: boolean }): HttpProblem {
  const message = `There is already a role called ${other.name}${other.archived ? ' (archived)' : ''}`;
  return new HttpProblem(409, 'name_taken', 'Conflict', message, [{ field: 'name', message }]);
}

/** The client's other role with this name (case-insensitive), archived ones included. */
export async function roleNameOwner(db: Db, clientId: number, name: string, exceptId: number | null): Promise<{ name: string; archived: boolean } | null> {
  const [row] = await db.select({ name: roles.name, archived: roles.archived }).from(roles)
    .where(and(eq(roles.clientId, clientId), sql`lower(${roles.name}) = lower(${name})`, exceptId === null ? undefined : ne(roles.id, exceptId)))
    .limit(1);
  return row ?? null;
}

/**
 * 400 on `roleIds` unless every id is a role of the client that is not archived. `kept` are roles
 * the member holds already: keeping one that was archived since is allowed, choosing it anew is
 * not. Another client's role gets the same words as one that does not exist.
 */
export async function checkRoleIds(db: Db, clientId: number, roleIds: number[], kept: number[] = []): Promise<void> {
  const wanted = roleIds.filter((id) => !kept.includes(id));
  if (!wanted.length) return;
  const rows = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.clientId, clientId), not(roles.archived), inArray(roles.id, wanted)));
  if (rows.length !== wanted.length) throw badRequest('validation_failed', 'Choose roles of your company', [{ field: 'roleIds', message: "Choose among your company's roles" }]);
}

/**
 * The order settings list which of the client's roles approve (APPROVE_ORDERS), versioned by
 * corporate_clients.settings_version. A role write that changes that set bumps it, so a settings
 * page opened before cannot silently undo the change.
 */
export async function bumpOrderSettingsVersion(tx: Db, clientId: number): Promise<void> {
  await tx.execute(sql`UPDATE corporate_clients SET settings_version = settings_version + 1 WHERE id = ${clientId}`);
}

/** The rights a role of the client can hold: those of its modules, and managing users and roles. */
export async function offeredRights(db: Db, clientId: number): Promise<Right[]> {
  const [client] = await db.select({ modules: corporateClients.modules }).from(corporateClients).where(eq(corporateClients.id, clientId));
  const modules: readonly string[] = client?.modules ?? [];
  return rightNames.filter((right) => {
    const module = rightModules[right];
    return module === null || modules.includes(module);
  });
}

/**
 * 400 on `rights` unless each is offered to the client (issue 31: a module-less client made a role
 * with all seven). `kept` are rights the role holds already: a right of a module the client has
 * since lost may stay, so the role can still be renamed; it cannot be given anew.
 */
export async function checkRights(db: Db, clientId: number, rights: readonly Right[], kept: readonly Right[] = []): Promise<void> {
  const offered = await offeredRights(db, clientId);
  if (rights.every((right) => offered.includes(right) || kept.includes(right))) return;
  throw badRequest('validation_failed', "Choose rights of your company's modules", [{ field: 'rights', message: "Choose among the rights of your company's modules" }]);
}

// Reading the client's members (users with a membership of the client): their status, their
// roles (archived ones too, flagged) and the list's filters as SQL. A member's id is the
// membership's: an invitation answers with a fresh one whether the account existed or not (a user
// id would tell an old account from a new one). An id of another client's member answers 404, like
// one that does not exist.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member, memberFilterSchema, MemberStatus, RoleRef } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { membershipProjects, membershipRoles, roles } from '../../db/schema';
import { notFound } from '../../http/problem';
import { containsPattern } from '../../db/sql/patterns';
import { isoTimestamp } from '../../db/sql/timestamps';
import { selectRows } from '../../db/sql/rows';
import type { KeysetList } from '../../lists/keyset-list';

export type MemberFilterValues = z.output<typeof memberFilterSchema>;

/**
 * A member's status from `m` (memberships) and `u` (users): a deactivated membership (or an
 * account the rental company switched off) is deactivated; one that waits for the person's answer
 * is invited; everyone else is active.
 */
export const STATUS_SQL = sql`CASE WHEN NOT m.active OR NOT u.active THEN 'deactivated' WHEN m.accepted_at IS NULL THEN 'invited' ELSE 'active' END`;

const statusCondition: Record<MemberStatus, SQL> = {
  deactivated: sql`(NOT m.active OR NOT u.active)`,
  invited: sql`(m.active AND u.active AND m.accepted_at IS NULL)`,
  active: sql`(m.active AND u.active AND m.accepted_at IS NOT NULL)`,
};

/** The name the company knows: the typed one until the person accepted, then the account's own. */
export const FIRST_NAME_SQL = sql`CASE WHEN m.accepted_at IS NULL THEN coalesce(m.invited_first_name, u.first_name) ELSE u.first_name END`;
export const LAST_NAME_SQL = sql`CASE WHEN m.accepted_at IS NULL THEN coalesce(m.invited_last_name, u.last_name) ELSE u.last_name END`;

/** Columns of `m` and `u` as a member before its roles; `membershipId` is for the roles query. */
export const MEMBER_SELECT = sql<MemberRow>`
  m.id, m.id AS "membershipId", u.id AS "userId", ${FIRST_NAME_SQL} AS "firstName", ${LAST_NAME_SQL} AS "lastName", u.email,
  ${STATUS_SQL} AS status, ${isoTimestamp(sql`m.invited_at`)} AS "invitedAt", m.version`;

export type MemberRow = Omit<Member, 'roles' | 'self'> & { membershipId: number; userId: number };

/** The client's members (given by `memberWhere`) by last and first name. */
export const memberList: KeysetList<MemberRow> = {
  from: sql`memberships m JOIN users u ON u.id = m.user_id`,
  order: [LAST_NAME_SQL, FIRST_NAME_SQL, sql`m.id`],
  select: MEMBER_SELECT,
};

/** The filters of the list and the export, always within the client (`m` and `u` aliases). */
export function memberWhere(clientId: number, f: MemberFilterValues): SQL {
  const conditions = [sql`m.client_id = ${clientId}`];
  if (f.status) conditions.push(statusCondition[f.status]);
  if (f.roleId) conditions.push(sql`EXISTS (SELECT 1 FROM membership_roles mr WHERE mr.membership_id = m.id AND mr.role_id = ${f.roleId})`);
  if (f.q) {
    const pattern = containsPattern(f.q);
    conditions.push(sql`(${FIRST_NAME_SQL} ILIKE ${pattern} OR ${LAST_NAME_SQL} ILIKE ${pattern} OR (${FIRST_NAME_SQL} || ' ' || ${LAST_NAME_SQL}) ILIKE ${pattern} OR u.email ILIKE ${pattern})`);
  }
  return sql.join(conditions, sql` AND `);
}

/** The roles of these memberships, archived ones included, by name. */
export async function rolesOf(db: Db, membershipIds: number[]): Promise<Map<number, RoleRef[]>> {
  const byMembership = new Map<number, RoleRef[]>(membershipIds.map((id) => [id, []]));
  if (!membershipIds.length) return byMembership;
  const rows = await db.select({ membershipId: membershipRoles.membershipId, id: roles.id, name: roles.name, archived: roles.archived })
    .from(membershipRoles).innerJoin(roles, eq(roles.id, membershipRoles.roleId))
    .where(inArray(membershipRoles.membershipId, membershipIds))
    .orderBy(roles.name, roles.id);
  for (const { membershipId, ...role } of rows) byMembership.get(membershipId)?.push(role);
  return byMembership;
}

/** The projects each of these memberships is limited to; absent for an unlimited one. */
async function projectLimitsOf(db: Db, membershipIds: number[]): Promise<Map<number, number[]>> {
  const byMembership = new Map<number, number[]>();
  if (!membershipIds.length) return byMembership;
  const rows = await db.select({ membershipId: membershipProjects.membershipId, projectId: membershipProjects.projectId })
    .from(membershipProjects).where(inArray(membershipProjects.membershipId, membershipIds))
    .orderBy(membershipProjects.projectId);
  for (const { membershipId, projectId } of rows) byMembership.set(membershipId, [...(byMembership.get(membershipId) ?? []), projectId]);
  return byMembership;
}

/** Member rows as the contract's members, with their roles and project limit; `callerId` marks the caller as `self`. */
export async function withRoles(db: Db, rows: MemberRow[], callerId: number): Promise<Member[]> {
  const ids = rows.map((r) => r.membershipId);
  const [roles, limits] = await Promise.all([rolesOf(db, ids), projectLimitsOf(db, ids)]);
  return rows.map(({ membershipId, userId, ...row }) => ({
    ...row, roles: roles.get(membershipId) ?? [], self: userId === callerId, projectIds: limits.get(membershipId) ?? null,
  }));
}

export interface LoadedMember {
  member: Member;
  membershipId: number;
  userId: number;
}

/** One member of the client by its id, or null; `lock` holds the membership until the transaction ends. */
export async function findMember(db: Db, clientId: number, memberId: number, callerId: number, lock = false): Promise<LoadedMember | null> {
  const [row] = await selectRows(db, MEMBER_SELECT, sql`FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.client_id = ${clientId} AND m.id = ${memberId} ${lock ? sql`FOR UPDATE OF m` : sql``}`);
  if (!row) return null;
  const [member] = await withRoles(db, [row], callerId);
  return { member: member!, membershipId: row.membershipId, userId: row.userId };
}

export async function loadMember(db: Db, clientId: number, memberId: number, callerId: number, lock = false): Promise<LoadedMember> {
  const found = await findMember(db, clientId, memberId, callerId, lock);
  if (!found) throw notFound();
  return found;
}

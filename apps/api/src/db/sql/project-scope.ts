// A member limited to some projects (issue 35 point 6) sees only those projects' records: every
// read that scopes by the client adds `projectScope(tenant, <project column>)` beside it, so a
// record of another project answers 404 or is left out exactly like another client's record.
// Records without a project are invisible to a limited member: nothing ties them to its sites.
import { sql, type SQL } from 'drizzle-orm';
import type { Tenant } from '../../auth/tenant';

type Limited = Pick<Tenant, 'projectIds'>;

/** The limit as one bound value (`{1,2}`), read as `= ANY($n::int[])` on every driver. */
export const projectLimitValue = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/** Whether the caller is limited: tenants built in tests may lack the field (unlimited). */
export const isLimited = (tenant: Limited): tenant is { projectIds: number[] } => Array.isArray(tenant.projectIds);

/** `column` is one of the caller's projects; `true` for an unlimited caller. */
export function projectScope(tenant: Limited, column: SQL): SQL {
  return isLimited(tenant) ? sql`(${column} = ANY(${projectLimitValue(tenant.projectIds)}::int[]))` : sql`true`;
}

/**
 * A request belongs to the caller's projects when everything it names does: each contract line's
 * contract, its asset and its document; one naming nothing with a project (a general question)
 * is invisible to a limited caller. `r` is the request's alias.
 */
export function requestProjectScope(tenant: Limited, r: SQL = sql.raw('r')): SQL {
  if (!isLimited(tenant)) return sql`true`;
  const ids = sql`${projectLimitValue(tenant.projectIds)}::int[]`;
  const outside = (column: SQL) => sql`(${column} IS NULL OR NOT (${column} = ANY(${ids})))`;
  return sql`(NOT EXISTS (SELECT 1 FROM request_lines rl_s JOIN contract_lines cl_s ON cl_s.id = rl_s.contract_line_id
      JOIN contracts c_s ON c_s.id = cl_s.contract_id WHERE rl_s.request_id = ${r}.id AND ${outside(sql`c_s.project_id`)})
    AND (${r}.asset_id IS NULL OR EXISTS (SELECT 1 FROM assets a_s WHERE a_s.id = ${r}.asset_id AND a_s.project_id = ANY(${ids})))
    AND (${r}.document_id IS NULL OR EXISTS (SELECT 1 FROM documents d_s WHERE d_s.id = ${r}.document_id AND d_s.project_id = ANY(${ids})))
    AND (${r}.asset_id IS NOT NULL OR ${r}.document_id IS NOT NULL OR EXISTS (SELECT 1 FROM request_lines rl_e WHERE rl_e.request_id = ${r}.id)))`;
}

/** The limit as a prepared statement's value: `$n::int[] IS NULL OR col = ANY($n::int[])` reads null as unlimited. */
export const projectLimitParam = (tenant: Limited): string | null => (isLimited(tenant) ? projectLimitValue(tenant.projectIds) : null);

/** `column` within the limit bound at `$n` (null: unlimited), for the overview's prepared texts. */
export const projectScopeText = (column: string, n: number): string => `($${n}::int[] IS NULL OR ${column} = ANY($${n}::int[]))`;

/** What a cached answer of the client depends on besides its filter: the caller's limit, if any. */
export const scopeKey = (tenant: Pick<Tenant, 'clientId' | 'projectIds'>): string =>
  isLimited(tenant) ? `${tenant.clientId}/${tenant.projectIds.join('.')}` : String(tenant.clientId);

/**
 * The same scope for work done for many members at once (the daily notices): `column` within the
 * projects of the membership `membershipId`, or anything when that membership is not limited.
 */
export const membershipProjectScope = (membershipId: SQL, column: SQL): SQL => sql`(NOT EXISTS (SELECT 1 FROM membership_projects mp WHERE mp.membership_id = ${membershipId})
  OR EXISTS (SELECT 1 FROM membership_projects mp WHERE mp.membership_id = ${membershipId} AND mp.project_id = ${column}))`;

// Reading assets: the columns of one asset (with its category's names and project's name), the
// list's filters as SQL and one asset of the caller's client (another client's: 404).
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { assetLimits, type Asset, type assetFilterSchema, type LocalisedNames } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { parsedNames } from '../order/catalogue';
import { todayIn } from '../order/pricing';
import { containsPattern } from '../../db/sql/patterns';
import { selectRows } from '../../db/sql/rows';
import type { KeysetList } from '../../lists/keyset-list';
import { projectScope } from '../../db/sql/project-scope';

export type AssetFilterValues = z.output<typeof assetFilterSchema>;
type Filter = AssetFilterValues;

/** Columns of `a` (an assets row) as the contract's Asset, before parsedNames. */
export const ASSET_SELECT = sql<AssetRow>`
  a.id, a.name, a.category_id AS "categoryId", pc.names AS "categoryNames", a.serial, a.project_id AS "projectId",
  pr.name AS "projectName", a.location_label AS "locationLabel", a.lat, a.lng,
  a.inspection_due_date::text AS "inspectionDueDate", a.owned, a.archived, a.version`;
export const ASSET_JOINS = sql`
  LEFT JOIN product_categories pc ON pc.id = a.category_id
  LEFT JOIN projects pr ON pr.id = a.project_id`;

export type AssetRow = Omit<Asset, 'categoryNames'> & { categoryNames: LocalisedNames | string | null };
export const toAsset = (row: AssetRow): Asset => ({ ...row, categoryNames: row.categoryNames === null ? null : parsedNames(row.categoryNames) });

/** The client's assets by name; the page is cut from the assets alone, then joined. */
export const assetList: KeysetList<AssetRow> = { from: sql`assets a`, alias: 'a', joins: ASSET_JOINS, order: [sql`a.name`, sql`a.id`], select: ASSET_SELECT };

/** YYYY-MM-DD plus some days (calendar arithmetic in UTC, where dates have no time zone). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Today where the opCo is, and the last day that still counts as "due soon". */
export function dueWindow(tenant: Tenant) {
  const today = todayIn(tenant.opCo);
  return { today, soon: addDays(today, assetLimits.dueSoonDays) };
}

export const overdueSql = (today: string) => sql`a.inspection_due_date < ${today}::date`;
export const dueSoonSql = (today: string, soon: string) => sql`a.inspection_due_date BETWEEN ${today}::date AND ${soon}::date`;

/** Every filter but the inspection due one (the counts above the list ignore it). */
export function assetBaseWhere(tenant: Tenant, f: Filter): SQL {
  const conditions = [sql`a.client_id = ${tenant.clientId}`, projectScope(tenant, sql`a.project_id`)];
  // Archived assets are hidden unless asked for; then they show with the others.
  if (!f.archived) conditions.push(sql`NOT a.archived`);
  if (f.categoryId) conditions.push(sql`a.category_id = ${f.categoryId}`);
  if (f.projectId) conditions.push(sql`a.project_id = ${f.projectId}`);
  if (f.q) {
    const pattern = containsPattern(f.q);
    conditions.push(sql`(a.name ILIKE ${pattern} OR a.serial ILIKE ${pattern})`);
  }
  return sql.join(conditions, sql` AND `);
}

export function dueFilterSql(f: Filter, window: { today: string; soon: string }): SQL | null {
  if (f.inspectionDue === 'overdue') return overdueSql(window.today);
  if (f.inspectionDue === 'within_30_days') return dueSoonSql(window.today, window.soon);
  return null;
}

/** All filters, for the list's page, the map and the export. */
export function assetWhere(tenant: Tenant, f: Filter, window = dueWindow(tenant)): SQL {
  const due = dueFilterSql(f, window);
  return due ? sql`${assetBaseWhere(tenant, f)} AND ${due}` : assetBaseWhere(tenant, f);
}

/** Whose assets a caller reaches: its client's, of its projects when it is limited to some. */
export type AssetScope = Pick<Tenant, 'clientId' | 'projectIds'>;

/** One asset of the caller's client; `lock` holds it until the transaction ends. */
export async function findAsset(db: Db, scope: AssetScope, id: number, lock = false): Promise<Asset | null> {
  const [row] = await selectRows(db, ASSET_SELECT, sql`FROM assets a ${ASSET_JOINS}
    WHERE a.id = ${id} AND a.client_id = ${scope.clientId} AND ${projectScope(scope, sql`a.project_id`)} ${lock ? sql`FOR UPDATE OF a` : sql``}`);
  return row ? toAsset(row) : null;
}

export async function loadAsset(db: Db, scope: AssetScope, id: number, lock = false): Promise<Asset> {
  const asset = await findAsset(db, scope, id, lock);
  if (!asset) throw notFound();
  return asset;
}

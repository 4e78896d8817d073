// Reading projects: their columns (with "label, city" of the address), the list's table spec (by
// name, id; q: name or project number) and one project of the caller's client (another client's:
// 404), each with its budget usage as the caller may see it (project-budget.ts).
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Project, projectInputSchema } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problem';
import { selectRows } from '../../db/sql/rows';
import type { MasterTable } from './master-data-kit';
import { withBudgets } from './project-budget';
import { projectScope } from '../../db/sql/project-scope';

export const projectTable: MasterTable = {
  table: 'projects',
  alias: 'p',
  order: [sql`p.name`],
  search: [sql`p.name`, sql`p.code`],
};

/** A project as stored: the budget amount itself, before the caller's view of it. */
export type ProjectRow = Omit<Project, 'budget'> & { budget: string | null };

export const PROJECT_SELECT = sql<ProjectRow>`
  p.id, p.code, p.name, p.address_id AS "addressId",
  CASE WHEN ad.id IS NULL THEN NULL ELSE ad.label || ', ' || ad.city END AS "addressLabel",
  p.po_number AS "poNumber", p.start_date::text AS "startDate", p.end_date::text AS "endDate",
  p.budget::text AS budget, p.archived, p.version`;
export const PROJECT_JOINS = sql`LEFT JOIN addresses ad ON ad.id = p.address_id AND ad.client_id = p.client_id`;

/** A row's values of the list order, for the export's keyset. */
export const projectKey = (p: ProjectRow) => [p.name, p.id];

/** One project of the client as stored; `lock` holds the row until the transaction ends. */
export async function findProjectRow(db: Db, tenant: Pick<Tenant, 'clientId' | 'projectIds'>, id: number, lock = false): Promise<ProjectRow> {
  const [row] = await selectRows(db, PROJECT_SELECT, sql`FROM projects p ${PROJECT_JOINS}
    WHERE p.id = ${id} AND p.client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`p.id`)} ${lock ? sql`FOR UPDATE OF p` : sql``}`);
  if (!row) throw notFound();
  return row;
}

/** One project as the caller sees it (budget usage, or null without prices). */
export async function loadProject(db: Db, tenant: Tenant, id: number, lock = false): Promise<Project> {
  const [project] = await withBudgets(db, tenant, [await findProjectRow(db, tenant, id, lock)]);
  return project!;
}

export type ProjectValues = z.output<typeof projectInputSchema>;

/** The budget an input gives, as the numeric column takes it; undefined for a caller who may not see prices (the stored one stays). */
export const inputBudget = (input: ProjectValues, keepBudget: boolean): string | null | undefined =>
  keepBudget ? undefined : input.budget === null ? null : input.budget.toFixed(2);

/** The columns an input writes but the budget, which follows its PO budget (project-po-sync.ts). */
export const projectColumns = (input: ProjectValues) => ({
  name: input.name,
  code: input.code,
  addressId: input.addressId,
  poNumber: input.poNumber ?? null,
  startDate: input.startDate,
  endDate: input.endDate,
});

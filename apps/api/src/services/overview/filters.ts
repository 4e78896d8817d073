// The overview's filters, declared once condition by condition (lists/shaped-statement.ts): the
// lists run them as statements prepared per filter shape (statements.ts), the CSV exports and
// scripts/explain-lists.ts as drizzle `sql`, always scoped to the selected client. Line-level
// filters (period, fleet number, product name) read the contract's line summary (migration 0013),
// or an EXISTS subquery, so a contract appears once however many lines match.
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { contractFilterSchema, documentFilterSchema } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import { containsPattern } from '../../db/sql/patterns';
import { conditionsSql, type Condition, type Placeholder } from '../../lists/shaped-statement';
import { projectLimitValue } from '../../db/sql/project-scope';

export type ContractFilterValues = z.output<typeof contractFilterSchema>;
export type DocumentFilterValues = z.output<typeof documentFilterSchema>;

/** The client and, for a member limited to some projects, those projects (null: all). */
export interface ClientScope {
  clientId: number;
  projectIds: number[] | null;
}

export const clientScope = (tenant: Tenant): ClientScope => ({ clientId: tenant.clientId, projectIds: tenant.projectIds ?? null });

/** The limit beside the client condition, as a statement's value (db/sql/project-scope.ts). */
const limitCondition = (column: string): Condition<ClientScope> => ({
  when: (s) => s.projectIds !== null,
  text: (p) => `${column} = ANY(${p()}::int[])`,
  values: (s) => [projectLimitValue(s.projectIds!)],
});

export interface ContractScope extends ClientScope {
  /** Whose preferred language the product-name search reads. */
  userId: number;
  filter: ContractFilterValues;
}

export interface DocumentScope extends ClientScope {
  filter: DocumentFilterValues;
}

/** A line of the contract on rent at some point of the period. */
const onRent = (condition: string) => `EXISTS (SELECT 1 FROM contract_lines l WHERE l.contract_id = "contracts"."id" AND ${condition})`;
const onRentTo = (p: Placeholder) => `l.on_rent_date <= ${p()}`;
const offRentFrom = (p: Placeholder) => `coalesce(l.actual_off_hire_date, l.expected_off_rent_date) >= ${p()}`;

export const contractConditions: readonly Condition<ContractScope>[] = [
  { when: () => true, text: (p) => `"contracts"."client_id" = ${p()}`, values: (s) => [s.clientId] },
  limitCondition('"contracts"."project_id"'),
  { when: (s) => !!s.filter.status, text: (p) => `"contracts"."status" = ${p()}`, values: (s) => [s.filter.status] },
  // Closed contracts are the archive: hidden unless asked for (or filtered on explicitly).
  { when: (s) => !s.filter.status && !s.filter.archived, text: (p) => `"contracts"."status" <> ${p()}`, values: () => ['closed'] },
  { when: (s) => !!s.filter.projectId, text: (p) => `"contracts"."project_id" = ${p()}`, values: (s) => [s.filter.projectId] },
  // The period, by which ends are given. With one end the contract's own summary decides: a line
  // starts by `to` exactly when its first one does, and one ends from `from` when its last one
  // does. With both, a line must overlap the period; the summary rules out the rest cheaply first.
  { when: (s) => !!s.filter.to && !s.filter.from, text: (p) => `"contracts"."start_date" <= ${p()}`, values: (s) => [s.filter.to] },
  { when: (s) => !s.filter.to && !!s.filter.from, text: (p) => `"contracts"."end_date" >= ${p()}`, values: (s) => [s.filter.from] },
  {
    when: (s) => !!s.filter.to && !!s.filter.from,
    text: (p) => `("contracts"."start_date" <= ${p()} and "contracts"."end_date" >= ${p()} and ${onRent(`(${onRentTo(p)} and ${offRentFrom(p)})`)})`,
    values: (s) => [s.filter.to, s.filter.from, s.filter.to, s.filter.from],
  },
  {
    // Contract number, a line's fleet number, or a product named so in the caller's preferred
    // language (read in the statement, so a profile change counts at once). Products are matched
    // in their small table first; the contract's summary holds its lines' fleet numbers and products.
    when: (s) => !!s.filter.q,
    text: (p) => `("contracts"."number" ilike ${p()} or "contracts"."fleet_numbers" ilike ${p()} or "contracts"."product_ids" && ARRAY(SELECT p.id FROM products p
      WHERE (p.names ->> (SELECT u.preferred_language::text FROM users u WHERE u.id = ${p()})) ILIKE ${p()}))`,
    values: (s) => {
      const pattern = containsPattern(s.filter.q!);
      return [pattern, pattern, s.userId, pattern];
    },
  },
];

export const documentConditions: readonly Condition<DocumentScope>[] = [
  { when: () => true, text: (p) => `"documents"."client_id" = ${p()}`, values: (s) => [s.clientId] },
  limitCondition('"documents"."project_id"'),
  { when: (s) => !!s.filter.type, text: (p) => `"documents"."type" = ${p()}`, values: (s) => [s.filter.type] },
  // Delivery notes have no paid/open status, so no status filter finds them.
  { when: (s) => !!s.filter.status && s.filter.status !== 'outstanding', text: (p) => `"documents"."status" = ${p()} AND "documents"."type" <> 'delivery_note'`, values: (s) => [s.filter.status] },
  // Outstanding: what is still to pay (the `Total outstanding` card).
  { when: (s) => s.filter.status === 'outstanding', text: () => `"documents"."status" IN ('open', 'overdue') AND "documents"."type" <> 'delivery_note'`, values: () => [] },
  { when: (s) => !!s.filter.from, text: (p) => `"documents"."date" >= ${p()}`, values: (s) => [s.filter.from] },
  { when: (s) => !!s.filter.to, text: (p) => `"documents"."date" <= ${p()}`, values: (s) => [s.filter.to] },
  { when: (s) => !!s.filter.projectId, text: (p) => `"documents"."project_id" = ${p()}`, values: (s) => [s.filter.projectId] },
  { when: (s) => !!s.filter.q, text: (p) => `"documents"."number" ilike ${p()}`, values: (s) => [containsPattern(s.filter.q!)] },
];

export const contractWhere = (tenant: Tenant, userId: number, filter: ContractFilterValues): SQL =>
  conditionsSql(contractConditions, { ...clientScope(tenant), userId, filter });

export const documentWhere = (tenant: Tenant, filter: DocumentFilterValues): SQL => conditionsSql(documentConditions, { ...clientScope(tenant), filter });

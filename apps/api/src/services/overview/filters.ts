// The overview's filters as SQL, shared by the lists and their CSV exports, always scoped to the
// selected client. Line-level filters (period, fleet number, product name) read the contract's line
// summary (migration 0013), or an EXISTS subquery, so a contract appears once however many lines match.
import { and, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { contractFilterSchema, documentFilterSchema } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import { contracts, documents } from '../../db/schema';
import { containsPattern } from '../../db/sql/patterns';
import { productNameSql } from '../../db/sql/language';

export type ContractFilterValues = z.output<typeof contractFilterSchema>;
export type DocumentFilterValues = z.output<typeof documentFilterSchema>;

export function contractWhere(tenant: Tenant, userId: number, f: ContractFilterValues): SQL {
  const filters: SQL[] = [eq(contracts.clientId, tenant.clientId)];
  if (f.status) filters.push(eq(contracts.status, f.status));
  // Closed contracts are the archive: hidden unless asked for (or filtered on explicitly).
  else if (!f.archived) filters.push(ne(contracts.status, 'closed'));
  if (f.projectId) filters.push(eq(contracts.projectId, f.projectId));
  // statements.ts explains the period's three shapes and the search.
  if (f.to && !f.from) filters.push(lte(contracts.startDate, f.to));
  if (f.from && !f.to) filters.push(gte(contracts.endDate, f.from));
  if (f.from && f.to) {
    const overlaps = sql`EXISTS (SELECT 1 FROM contract_lines l WHERE l.contract_id = ${contracts.id} AND ${and(
      sql`l.on_rent_date <= ${f.to}`,
      sql`coalesce(l.actual_off_hire_date, l.expected_off_rent_date) >= ${f.from}`,
    )})`;
    filters.push(and(lte(contracts.startDate, f.to), gte(contracts.endDate, f.from), overlaps)!);
  }
  if (f.q) {
    const pattern = containsPattern(f.q);
    filters.push(
      or(
        ilike(contracts.number, pattern),
        ilike(contracts.fleetNumbers, pattern),
        sql`${contracts.productIds} && ARRAY(SELECT p.id FROM products p
      WHERE ${productNameSql(userId)} ILIKE ${pattern})`,
      )!,
    );
  }
  return and(...filters)!;
}

export function documentWhere(tenant: Tenant, f: DocumentFilterValues): SQL {
  const filters: SQL[] = [eq(documents.clientId, tenant.clientId)];
  if (f.type) filters.push(eq(documents.type, f.type));
  if (f.status) filters.push(eq(documents.status, f.status));
  if (f.from) filters.push(gte(documents.date, f.from));
  if (f.to) filters.push(lte(documents.date, f.to));
  if (f.projectId) filters.push(eq(documents.projectId, f.projectId));
  if (f.q) filters.push(ilike(documents.number, containsPattern(f.q)));
  return and(...filters)!;
}

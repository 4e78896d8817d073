// The prepared texts of statements.ts against the drizzle builders they replace on the hot paths
// (still used by the exports and scripts/explain-lists.ts): the same SQL and the same values, in
// the same order, for every filter shape; and one text per statement name.
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../../auth/tenant';
import type { Statement } from '../../db/client';
import { contractCountQuery, contractPageByCostQuery, contractPageQuery } from './contracts';
import { documentPageQuery, documentTotalsQuery } from './documents';
import { contractWhere, documentWhere, type ContractFilterValues, type DocumentFilterValues } from './filters';
import { contractCountStatement, contractPageByCostStatement, contractPageStatement, documentPageStatement, documentTotalsStatement } from './statements';

const dialect = new PgDialect();
const oneSpace = (text: string) => text.replace(/\s+/g, ' ').trim();
const tenant = { clientId: 7 } as Tenant;
const names = new Map<string, string>();

function expectSame(statement: Statement, query: SQL): void {
  const expected = dialect.sqlToQuery(query);
  expect(oneSpace(statement.text)).toBe(oneSpace(expected.sql));
  expect(statement.values).toEqual(expected.params);
  expect(names.get(statement.name) ?? statement.text).toBe(statement.text);
  names.set(statement.name, statement.text);
}

/** Every combination of the given choices per key (undefined = absent). */
function combinations<T>(choices: { [K in keyof T]: readonly (T[K] | undefined)[] }): T[] {
  return Object.entries(choices).reduce<Record<string, unknown>[]>(
    (all, [key, values]) => all.flatMap((c) => (values as unknown[]).map((v) => (v === undefined ? c : { ...c, [key]: v }))),
    [{}],
  ) as T[];
}

describe('prepared overview statements', () => {
  it('give the SQL and values of the drizzle builders for every contract filter shape', () => {
    const filters = combinations<ContractFilterValues>({
      status: [undefined, 'open'],
      archived: [undefined, false, true],
      projectId: [undefined, 5],
      from: [undefined, '2025-01-01'],
      to: [undefined, '2025-03-31'],
      q: [undefined, '', 'a%b_c\\d'],
    });
    expect(filters).toHaveLength(144);
    for (const projectIds of [null, [2, 5]]) for (const filter of filters) {
      const where = contractWhere({ ...tenant, projectIds }, 3, filter);
      const scope = { clientId: 7, projectIds, userId: 3, filter };
      expectSame(contractPageStatement(scope, 25, 50), contractPageQuery(where, 25, 50));
      expectSame(contractPageByCostStatement(scope, '2026-11-28', 25, 50), contractPageByCostQuery(where, '2026-11-28', 25, 50));
      expectSame(contractCountStatement(scope), contractCountQuery(where));
    }
  });

  it('give the SQL and values of the drizzle builders for every document filter shape', () => {
    const filters = combinations<DocumentFilterValues>({
      type: [undefined, 'invoice'],
      status: [undefined, 'open', 'outstanding'],
      from: [undefined, '2025-01-01'],
      to: [undefined, '2025-03-31'],
      projectId: [undefined, 4],
      q: [undefined, '', 'INV_%'],
    });
    for (const projectIds of [null, [4]]) for (const filter of filters) {
      const where = documentWhere({ ...tenant, projectIds }, filter);
      expectSame(documentPageStatement({ clientId: 7, projectIds, filter }, 10, 0), documentPageQuery(where, 10, 0));
      expectSame(documentTotalsStatement({ clientId: 7, projectIds, filter }), documentTotalsQuery(where));
    }
  });
});

// `tsx apps/api/scripts/explain-lists.ts [--scale 10]`: seeds a throwaway database (PGlite in
// memory, or a fresh database on DATABASE_URL's server) and prints EXPLAIN ANALYZE of the
// overview's list, count and totals statements, built by the same functions the routes use.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Tenant } from '../src/auth/tenant';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { contractCountQuery, contractPageByCostQuery, contractPageQuery } from '../src/services/overview/contracts';
import { documentPageQuery, documentTotalsQuery } from '../src/services/overview/documents';
import { contractWhere, documentWhere } from '../src/services/overview/filters';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] as string) : fallback;
};
const scale = Number(arg('scale', '1'));
const only = arg('only', '');

const adminUrl = process.env['DATABASE_URL'];
let url: string | undefined;
let drop = async () => {};
if (adminUrl) {
  const name = `api_explain_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  url = u.toString();
  drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
const database = openDatabase({ databaseUrl: url, pgliteData: 'memory://' });
try {
  await database.migrate();
  const t0 = Date.now();
  await seedDatabase(database.db, { scale });
  console.info(`${database.kind}, scale ${scale}: seeded in ${Date.now() - t0} ms`);
  const tenant = { clientId: 1, opCo: 'nl', showPrices: true, rights: ['VIEW_PRICES'] } as unknown as Tenant;
  const dialect = new PgDialect();
  const cases: [string, SQL][] = [
    ['contracts page 1 (default: not closed)', contractPageQuery(contractWhere(tenant, 1, {}), 25, 0)],
    ['contracts page 1, sort=costToDate', contractPageByCostQuery(contractWhere(tenant, 1, {}), new Date().toISOString().slice(0, 10), 25, 0)],
    ['contracts count (default)', contractCountQuery(contractWhere(tenant, 1, {}))],
    ['contracts page 1, archived=true', contractPageQuery(contractWhere(tenant, 1, { archived: true }), 25, 0)],
    ['contracts page 1, status=open&projectId=1', contractPageQuery(contractWhere(tenant, 1, { status: 'open', projectId: 1 }), 25, 0)],
    ['contracts count, status=open&projectId=1', contractCountQuery(contractWhere(tenant, 1, { status: 'open', projectId: 1 }))],
    ['contracts page 1, from/to', contractPageQuery(contractWhere(tenant, 1, { from: '2025-01-01', to: '2025-03-31', archived: true }), 25, 0)],
    ['contracts page 1, q=graaf', contractPageQuery(contractWhere(tenant, 1, { q: 'graaf', archived: true }), 25, 0)],
    ['contracts count, q=graaf', contractCountQuery(contractWhere(tenant, 1, { q: 'graaf', archived: true }))],
    ['contracts page 40 (offset 975)', contractPageQuery(contractWhere(tenant, 1, { archived: true }), 25, 975)],
    ['documents page 1', documentPageQuery(documentWhere(tenant, {}), 25, 0)],
    ['documents totals', documentTotalsQuery(documentWhere(tenant, {}))],
    ['documents totals, type=invoice&from=2025-01-01', documentTotalsQuery(documentWhere(tenant, { type: 'invoice', from: '2025-01-01' }))],
    ['documents page 1, q=INV-0000', documentPageQuery(documentWhere(tenant, { q: 'INV-0000' }), 25, 0)],
  ];
  for (const [label, query] of cases) {
    if (only && !label.includes(only)) continue;
    const text = dialect.sqlToQuery(query.inlineParams()).sql;
    const result = (await database.db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${text}`))) as unknown as { rows: Record<string, string>[] };
    const lines = result.rows.map((r) => Object.values(r)[0]);
    console.info(`\n=== ${label}\n${lines.join('\n')}`);
  }
} finally {
  await database.close();
  await drop();
}

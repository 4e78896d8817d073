// Batched multi-row inserts with explicit ids, then the serial sequences are moved past them.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** PostgreSQL allows 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

export async function insertBatched<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

export async function resetSequence(db: Db, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql.raw(`SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), COALESCE((SELECT MAX(id) FROM "${name}"), 0) + 1, false)`),
  );
}

// A column's element type for its array parameter: serials are integers; a numeric keeps no scale.
const arrayType = (type: string) => (type === 'serial' ? 'integer' : type.replace(/\(.*\)/, ''));

// The array as PostgreSQL's text form, which every driver passes as it is (PGlite would not
// serialise an array of an enum type).
const arrayLiteral = (values: unknown[]) =>
  `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/**
 * The same rows as one `INSERT … SELECT FROM unnest(…)` per chunk, one array parameter per column:
 * for the largest tables (document lines), where binding every value as its own parameter costs
 * most of the seed's time.
 */
export async function insertUnnested<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunk = 50_000): Promise<void> {
  if (rows.length === 0) return;
  // Every column some row gives (a service line has no product): the others stay NULL.
  const given = new Set(rows.flatMap((r) => Object.keys(r as object)));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => given.has(key));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk) as Record<string, unknown>[];
    const arrays = columns.map(([key, column]) => sql`${arrayLiteral(part.map((r) => r[key]))}::${sql.raw(arrayType(column.getSQLType()))}[]`);
    await db.execute(sql`INSERT INTO ${table} (${sql.join(columns.map(([, c]) => sql.identifier(c.name)), sql`, `)}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
  }
}

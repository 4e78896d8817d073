// Rows of raw `sql` statements. Every value that is not a plain string or int4 is converted in SQL
// (dates ::text, counts ::int, timestamps to ISO), so both drivers (node-postgres and PGlite) hand
// back the same JavaScript values.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * The rows of a raw statement as `T`. Nothing checks `T` against the statement, so it stays in this
 * module: callers use drizzle's typed `select()` for plain queries, and for the joins and aggregates
 * it cannot say `selectRows` (or `returningRows`), whose type is the declared select list's.
 */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The rows of `SELECT <select> <rest>`, typed by the select list (`sql<Row>` or `columns()`). */
export const selectRows = <Row>(db: Db, select: SQL<Row>, rest: SQL): Promise<Row[]> => rowsOf<Row>(db, sql`SELECT ${select} ${rest}`);

/**
 * The rows of `<statement> RETURNING <returning>`, typed by the RETURNING list (`columns()`): for an
 * INSERT … SELECT, UPDATE or DELETE that drizzle's builders cannot say.
 */
export const returningRows = <Row>(db: Db, statement: SQL, returning: SQL<Row>): Promise<Row[]> =>
  rowsOf<Row>(db, sql`${statement} RETURNING ${returning}`);

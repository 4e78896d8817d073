// Raw statements for the overview's joins and aggregates. Every value that is not a plain string
// or int4 is converted in SQL (dates ::text, counts ::int, timestamps to ISO), so both drivers
// (node-postgres and PGlite) hand back the same JavaScript values.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A timestamptz as an ISO 8601 UTC string with milliseconds (what Date#toISOString gives). */
/** The to_char format of an ISO 8601 UTC timestamp with milliseconds (statements.ts uses it too). */
export const isoTimestampFormat = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
export const isoTimestamp = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', ${sql.raw(isoTimestampFormat)})`;

/** The exact timestamptz (microseconds), as a keyset cursor for batched exports. */
export const cursorTimestamp = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Reads a query in keyset-paginated batches: `next(cursor)` returns one batch and the cursor to
 * continue after it (null when it was the last). Only one batch is in memory at a time.
 */
export async function* batches<T, C>(next: (cursor: C | undefined) => Promise<{ items: T[]; cursor: C | null }>): AsyncGenerator<T[]> {
  let cursor: C | undefined;
  for (;;) {
    const batch = await next(cursor);
    yield batch.items;
    if (batch.cursor === null) return;
    cursor = batch.cursor;
  }
}

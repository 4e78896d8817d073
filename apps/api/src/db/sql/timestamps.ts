// Timestamps as text, so node-postgres and PGlite (which differ in the Date they build) give the same string.
import { sql, type SQL } from 'drizzle-orm';

/** The to_char format of an ISO 8601 UTC timestamp with milliseconds (what Date#toISOString gives). */
export const isoTimestampFormat = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A timestamptz as an ISO 8601 UTC string with milliseconds. */
export const isoTimestamp = (column: SQL) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', ${sql.raw(isoTimestampFormat)})`;

/** The exact timestamptz (microseconds), as a keyset cursor for batched exports. */
export const cursorTimestamp = (column: SQL) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

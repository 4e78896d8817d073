import { sql, type SQL } from 'drizzle-orm';

/**
 * `column` (a timestamptz) on the calendar days from `from` to `to` (both optional, inclusive) in
 * time zone `tz`. The bounds are instants, so an index on the column serves the range.
 */
export function onLocalDays(column: SQL, tz: string, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= (${from}::date::timestamp AT TIME ZONE ${tz})`);
  if (to) conditions.push(sql`${column} < ((${to}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  return conditions;
}

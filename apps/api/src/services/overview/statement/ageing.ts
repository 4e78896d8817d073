// The ageing of what a client still owes: days past the due date as of one day, in five buckets
// (not due, 1–30, 31–60, 61–90, over 90). Declared once here and computed in SQL, so the items and
// the grouped totals of a statement can never bucket a document differently.
import { sql, type SQL } from 'drizzle-orm';
import type { HeaderKey } from '../../../lists/export/texts/export-texts';

/** The buckets in order, each up to its last day past due (inclusive); the last one has no end. */
export const ageingBuckets = [
  { key: 'notDue', upTo: 0 },
  { key: 'days1to30', upTo: 30 },
  { key: 'days31to60', upTo: 60 },
  { key: 'days61to90', upTo: 90 },
  { key: 'daysOver90', upTo: null },
] as const satisfies readonly { key: HeaderKey; upTo: number | null }[];
export type AgeingBucket = (typeof ageingBuckets)[number]['key'];

/** Whole days past `dueDate` on `asOf` (YYYY-MM-DD); 0 when not yet due or without a due date (GREATEST skips NULL). */
export const daysOverdueSql = (dueDate: SQL, asOf: string): SQL<number> => sql<number>`greatest(${asOf}::date - ${dueDate}, 0)`;

/** The bucket key of a number of days past due. The keys are constants, so they are written inline. */
export const ageingBucketSql = (days: SQL): SQL<AgeingBucket> => {
  const cases = ageingBuckets.map((b) => (b.upTo === null ? sql.raw(`ELSE '${b.key}'`) : sql`WHEN ${days} <= ${sql.raw(String(b.upTo))} THEN ${sql.raw(`'${b.key}'`)}`));
  return sql<AgeingBucket>`CASE ${sql.join(cases, sql` `)} END`;
};

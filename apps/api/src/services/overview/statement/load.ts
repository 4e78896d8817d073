// What a statement of account shows, read once for both formats (PDF and Excel): the selected
// client's open and overdue invoices and credit notes (optionally of one project) with their days
// past due, and the ageing per currency from one grouped query (GROUPING SETS: the buckets and the
// currency's total in the same pass, so the totals are the database's sums, not rounded again here).
import { sql, type SQL } from 'drizzle-orm';
import { languageCodes, type DocumentType, type LanguageCode } from '@portal/shared-api-contract';
import type { Tenant } from '../../../auth/tenant';
import type { Db } from '../../../db/client';
import { columns } from '../../../db/sql/columns';
import { selectRows } from '../../../db/sql/rows';
import { languageOf } from '../../../lists/export/send';
import { ageingBucketSql, ageingBuckets, daysOverdueSql, type AgeingBucket } from './ageing';
import { loadLetterhead, type Letterhead } from '../pdf/letterhead';
import { projectScope } from '../../../db/sql/project-scope';

export interface StatementItem {
  number: string;
  type: DocumentType;
  date: string;
  dueDate: string | null;
  daysOverdue: number;
  bucket: AgeingBucket;
  /** What is still owed (a credit note negative), decimal text. */
  amount: string;
  currency: string;
  projectName: string | null;
}

/** One currency's ageing: the amount in each bucket and the total, decimal text. */
export interface CurrencyAgeing {
  currency: string;
  count: number;
  buckets: Record<AgeingBucket, string>;
  total: string;
}

export interface StatementData {
  /** The day the ageing counts from: today where the opCo is. */
  asOf: string;
  language: LanguageCode;
  opCo: Tenant['opCo'];
  letterhead: Letterhead;
  clientName: string;
  projectName: string | null;
  items: StatementItem[];
  ageing: CurrencyAgeing[];
}

/** The open and overdue invoices and credit notes of the scope, each with its days past due (`a.days`) and bucket (`b.bucket`). */
const owedFrom = (tenant: Tenant, projectId: number | undefined, asOf: string): SQL => sql`
  FROM documents d
  CROSS JOIN LATERAL (SELECT ${daysOverdueSql(sql`d.due_date`, asOf)} AS days) a
  CROSS JOIN LATERAL (SELECT ${ageingBucketSql(sql`a.days`)} AS bucket) b
  WHERE d.client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`d.project_id`)} AND d.status IN ('open', 'overdue') AND d.type <> 'delivery_note'
  ${projectId === undefined ? sql`` : sql`AND d.project_id = ${projectId}`}`;

const itemColumns = columns({
  number: sql<string>`d.number`,
  type: sql<DocumentType>`d.type`,
  date: sql<string>`d.date::text`,
  dueDate: sql<string | null>`d.due_date::text`,
  daysOverdue: sql<number>`a.days`,
  bucket: sql<AgeingBucket>`b.bucket`,
  amount: sql<string>`d.amount::text`,
  currency: sql<string>`d.currency`,
  projectName: sql<string | null>`(SELECT pr.name FROM projects pr WHERE pr.id = d.project_id)`,
});

const ageingColumns = columns({
  currency: sql<string>`d.currency`,
  /** Null on the currency's total row. */
  bucket: sql<AgeingBucket | null>`CASE WHEN GROUPING(b.bucket) = 0 THEN b.bucket END`,
  count: sql<number>`count(*)::int`,
  amount: sql<string>`sum(d.amount)::numeric(16, 2)::text`,
});

/** The ageing rows (bucket and total rows per currency) folded into one entry per currency; empty buckets 0.00. */
function foldAgeing(rows: { currency: string; bucket: AgeingBucket | null; count: number; amount: string }[]): CurrencyAgeing[] {
  const byCurrency = new Map<string, CurrencyAgeing>();
  for (const row of rows) {
    const entry = byCurrency.get(row.currency) ?? { currency: row.currency, count: 0, total: '0.00', buckets: Object.fromEntries(ageingBuckets.map((b) => [b.key, '0.00'])) as Record<AgeingBucket, string> };
    if (row.bucket === null) Object.assign(entry, { count: row.count, total: row.amount });
    else entry.buckets[row.bucket] = row.amount;
    byCurrency.set(row.currency, entry);
  }
  return [...byCurrency.values()];
}

/** The statement of the tenant's client (of one of its projects); null when the project is not the client's. */
export async function loadStatement(db: Db, tenant: Tenant, userId: number, projectId: number | undefined, asOf: string): Promise<StatementData | null> {
  const project = projectId === undefined
    ? undefined
    : (await selectRows(db, columns({ name: sql<string>`name` }), sql`FROM projects WHERE id = ${projectId} AND client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`id`)}`))[0];
  if (projectId !== undefined && !project) return null;
  const from = owedFrom(tenant, projectId, asOf);
  const [language, letterhead, items, ageing] = await Promise.all([
    languageOf(db, userId),
    loadLetterhead(db, tenant.opCo),
    selectRows(db, itemColumns, sql`${from} ORDER BY coalesce(d.due_date, d.date), d.id`),
    selectRows(db, ageingColumns, sql`${from} GROUP BY GROUPING SETS ((d.currency, b.bucket), (d.currency)) ORDER BY d.currency`),
  ]);
  return {
    asOf,
    language: (languageCodes as readonly string[]).includes(language) ? (language as LanguageCode) : 'en-US',
    opCo: tenant.opCo,
    letterhead,
    clientName: tenant.name,
    projectName: project?.name ?? null,
    items,
    ageing: foldAgeing(ageing),
  };
}

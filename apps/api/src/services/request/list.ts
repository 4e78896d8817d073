// The client's requests, newest first: any member with the request module may read them. The same
// filters serve the CSV export.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { requestListQuerySchema, requestPageSchema, type requestFilterSchema, type RequestSummary } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';
import { timeZoneOf } from '../order/pricing';
import { containsPattern } from '../../db/sql/patterns';
import { onLocalDays } from '../../db/sql/local-days';
import { isoTimestamp } from '../../db/sql/timestamps';
import { rowsOf } from '../../db/sql/rows';
import { requireRequests } from './access';

type RequestFilter = z.output<typeof requestFilterSchema>;

/** The filters as a WHERE on `requests r`; `from`/`to` are calendar days where the opCo is. */
export function requestWhere(tenant: Tenant, f: RequestFilter): SQL {
  const conditions = [sql`r.client_id = ${tenant.clientId}`];
  if (f.type) conditions.push(sql`r.type = ${f.type}`);
  if (f.status) conditions.push(sql`r.status = ${f.status}`);
  conditions.push(...onLocalDays(sql`r.created_at`, timeZoneOf(tenant.opCo), f.from, f.to));
  if (f.q) {
    const pattern = containsPattern(f.q);
    conditions.push(sql`(r.number ILIKE ${pattern} OR r.reference ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM request_lines rl JOIN contract_lines cl ON cl.id = rl.contract_line_id WHERE rl.request_id = r.id AND cl.fleet_number ILIKE ${pattern})
      OR EXISTS (SELECT 1 FROM assets a WHERE a.id = r.asset_id AND a.name ILIKE ${pattern})
      OR EXISTS (SELECT 1 FROM documents d WHERE d.id = r.document_id AND d.number ILIKE ${pattern}))`);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * Summary columns of `r` (a requests row): what it concerns as one label ("C-0000012 FL-123456
 * +1" for lines, the asset's name, the document's number) and who created it.
 */
export const SUMMARY_SELECT = sql`
  r.id, r.number, r.type, r.status, r.reference, ${isoTimestamp(sql`r.created_at`)} AS "createdAt",
  nullif(concat_ws(' ', u.first_name, u.last_name), '') AS "createdByName",
  CASE WHEN ln.n > 0 THEN 'contract_lines' WHEN a.id IS NOT NULL THEN 'asset' WHEN d.id IS NOT NULL THEN 'document' ELSE 'none' END AS "concernsKind",
  CASE WHEN ln.n > 0 THEN ln.first || CASE WHEN ln.n > 1 THEN ' +' || (ln.n - 1) ELSE '' END
       WHEN a.id IS NOT NULL THEN a.name WHEN d.id IS NOT NULL THEN d.number END AS "concernsLabel"`;
export const SUMMARY_JOINS = sql`
  LEFT JOIN users u ON u.id = r.created_by
  LEFT JOIN assets a ON a.id = r.asset_id
  LEFT JOIN documents d ON d.id = r.document_id
  LEFT JOIN LATERAL (SELECT count(*)::int AS n, (array_agg(c.number || ' ' || cl.fleet_number ORDER BY rl.id))[1] AS first
                     FROM request_lines rl JOIN contract_lines cl ON cl.id = rl.contract_line_id JOIN contracts c ON c.id = cl.contract_id
                     WHERE rl.request_id = r.id) ln ON true`;

export type SummaryRow = Omit<RequestSummary, 'concerns'> & { concernsKind: RequestSummary['concerns']['kind']; concernsLabel: string | null };

export const toSummary = ({ concernsKind, concernsLabel, ...row }: SummaryRow): RequestSummary => ({ ...row, concerns: { kind: concernsKind, label: concernsLabel } });

export function requestListRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/requests', {
    schema: {
      tags: ['request'],
      summary: "The selected client's requests, newest first; q: request number, off-hire reference, fleet number, asset name or document number",
      querystring: requestListQuerySchema,
      response: { 200: requestPageSchema },
    },
  }, async (request) => {
    const tenant = requireRequests(request.tenant);
    const { page, pageSize, ...filter } = request.query;
    const where = requestWhere(tenant, filter);
    const [rows, [count]] = await Promise.all([
      rowsOf<SummaryRow>(db, sql`
        SELECT ${SUMMARY_SELECT}
        FROM (SELECT * FROM requests r WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}) r
        ${SUMMARY_JOINS}
        ORDER BY r.created_at DESC, r.id DESC`),
      rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM requests r WHERE ${where}`),
    ]);
    return { items: rows.map(toSummary), page, pageSize, total: count?.n ?? 0 };
  });
}

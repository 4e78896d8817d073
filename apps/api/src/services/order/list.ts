// The client's orders, newest first: any member with the order module may read them. The same
// filters serve the CSV export.
import { sql, type SQL } from 'drizzle-orm';
import { orderListQuerySchema, orderPageSchema, type OrderFilter, type OrderSummary } from '@portal/shared-api-contract';
import { requireModule, type Tenant } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';
import { containsPattern } from '../../db/sql/patterns';
import { onLocalDays } from '../../db/sql/local-days';
import { currencyOf, seesPrices } from '../../lib/prices';
import { isoTimestamp } from '../../db/sql/timestamps';
import { rowsOf } from '../../db/sql/rows';
import { timeZoneOf } from './pricing';

/** The filters as a WHERE on `orders o`; `from`/`to` are calendar days where the opCo is. */
export function orderWhere(tenant: Tenant, f: OrderFilter): SQL {
  const conditions = [sql`o.client_id = ${tenant.clientId}`];
  if (f.status) conditions.push(sql`o.status = ${f.status}`);
  if (f.projectId) conditions.push(sql`o.project_id = ${f.projectId}`);
  conditions.push(...onLocalDays(sql`o.created_at`, timeZoneOf(tenant.opCo), f.from, f.to));
  if (f.q) {
    const pattern = containsPattern(f.q);
    conditions.push(sql`(o.number ILIKE ${pattern} OR o.po_reference ILIKE ${pattern})`);
  }
  return sql.join(conditions, sql` AND `);
}

/** Summary columns of `o` (an orders row) with its project, creator and line aggregate. */
export const SUMMARY_SELECT = sql`
  o.id, o.number, o.status, o.project_id AS "projectId", pr.name AS "projectName", o.po_reference AS "poReference",
  agg.start_date AS "startDate", agg.end_date AS "endDate", coalesce(agg.line_count, 0) AS "lineCount",
  o.total::text AS total, ${isoTimestamp(sql`o.created_at`)} AS "createdAt",
  nullif(concat_ws(' ', u.first_name, u.last_name), '') AS "createdByName"`;
export const SUMMARY_JOINS = sql`
  LEFT JOIN projects pr ON pr.id = o.project_id
  LEFT JOIN users u ON u.id = o.created_by
  LEFT JOIN LATERAL (SELECT min(l.start_date)::text AS start_date, max(l.expected_end_date)::text AS end_date, count(*)::int AS line_count
                     FROM order_lines l WHERE l.order_id = o.id) agg ON true`;

export type SummaryRow = Omit<OrderSummary, 'currency'>;

/** Prices only for who may see them; the currency always. */
export const withPrices = <T extends { total: string | null }>(tenant: Tenant, row: T) => ({
  ...row,
  total: seesPrices(tenant) ? row.total : null,
  currency: currencyOf(tenant.opCo),
});

export function orderListRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/orders', {
    schema: {
      tags: ['order'],
      summary: "The selected client's orders, newest first; q: order number or PO reference; from/to: placed on those days (opCo time)",
      querystring: orderListQuerySchema,
      response: { 200: orderPageSchema },
    },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const { page, pageSize, ...filter } = request.query;
    const where = orderWhere(tenant, filter);
    const [rows, [count]] = await Promise.all([
      rowsOf<SummaryRow>(db, sql`
        SELECT ${SUMMARY_SELECT}
        FROM (SELECT * FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}) o
        ${SUMMARY_JOINS}
        ORDER BY o.created_at DESC, o.id DESC`),
      rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`),
    ]);
    return { items: rows.map((r) => withPrices(tenant, r)), page, pageSize, total: count?.n ?? 0 };
  });
}

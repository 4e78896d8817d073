// An order as a row of the list (and the head of its detail): `o` is the orders row, with its
// project, its creator and its lines' dates and count. The orders list of the kit reads these.
import { sql } from 'drizzle-orm';
import type { OrderSummary } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import { columns, type RowOf } from '../../db/sql/columns';
import { isoTimestamp } from '../../db/sql/timestamps';
import { currencyOf, seesPrices } from '../../lib/prices';
import { newestFirst } from '../../lists/keyset-list';

export const SUMMARY_COLUMNS = {
  id: sql<number>`o.id`,
  number: sql<string>`o.number`,
  status: sql<OrderSummary['status']>`o.status`,
  projectId: sql<number | null>`o.project_id`,
  projectName: sql<string | null>`pr.name`,
  poReference: sql<string | null>`o.po_reference`,
  startDate: sql<string | null>`agg.start_date`,
  endDate: sql<string | null>`agg.end_date`,
  lineCount: sql<number>`coalesce(agg.line_count, 0)`,
  total: sql<string | null>`o.total::text`,
  createdAt: isoTimestamp(sql`o.created_at`),
  createdByName: sql<string | null>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`,
};

/** Summary columns of `o` (an orders row) with its project, creator and line aggregate. */
const SUMMARY_SELECT = columns(SUMMARY_COLUMNS);
export const SUMMARY_JOINS = sql`
  LEFT JOIN projects pr ON pr.id = o.project_id
  LEFT JOIN users u ON u.id = o.created_by
  LEFT JOIN LATERAL (SELECT min(l.start_date)::text AS start_date, max(l.expected_end_date)::text AS end_date, count(*)::int AS line_count
                     FROM order_lines l WHERE l.order_id = o.id) agg ON true`;

export type SummaryRow = RowOf<typeof SUMMARY_COLUMNS>;

/** The client's orders, newest first; the page is cut from the orders alone, then joined. */
export const orderList = newestFirst('orders', 'o', SUMMARY_SELECT, SUMMARY_JOINS);

/** Prices only for who may see them; the currency always. */
export const withPrices = <T extends { total: string | null }>(tenant: Tenant, row: T) => ({
  ...row,
  total: seesPrices(tenant) ? row.total : null,
  currency: currencyOf(tenant.opCo),
});

// Every line of every contract matching the overview's filters, as CSV or Excel. Read in keyset batches of
// contracts (with all their lines) and streamed batch by batch.
import { sql } from 'drizzle-orm';
import { contractFilterSchema } from '@portal/shared-api-contract';
import { requireModule } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';
import type { ExportColumn } from '../../lists/export/columns';
import { exportFormats, exportResponses, exportSummary, sendExport } from '../../lists/export/send';
import { contractWhere } from './filters';
import { productNameSql } from '../../db/sql/language';
import { currencyOf, seesPrices } from '../../lib/prices';
import { batches } from '../../lists/batches';
import { cursorTimestamp } from '../../db/sql/timestamps';
import { columns, type RowOf } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { moneyText, type RatePeriod } from '../company/budget';
import type { LineCost } from '../company/line-cost';
import { costClockOf, costOfLine } from './line-costs';

/** Contracts per batch (2 to 6 lines each). */
const BATCH = 200;

/** A line (`l`) of a contract of the batch (`c`), with its product (`p`) and project (`pr`). */
const lineColumns = (userId: number) => ({
  contractId: sql<number>`c.id`,
  cursor: cursorTimestamp(sql`c.created_at`),
  number: sql<string>`c.number`,
  status: sql<string>`c.status`,
  projectName: sql<string | null>`pr.name`,
  productCode: sql<string>`p.code`,
  productName: productNameSql(userId),
  fleetNumber: sql<string>`l.fleet_number`,
  quantity: sql<number>`l.quantity`,
  onRentDate: sql<string>`l.on_rent_date::text`,
  expectedOffRentDate: sql<string>`l.expected_off_rent_date::text`,
  actualOffHireDate: sql<string | null>`l.actual_off_hire_date::text`,
  rate: sql<string>`l.rate::text`,
  ratePeriod: sql<RatePeriod>`l.rate_period`,
  /** How many contracts the batch has: fewer than BATCH is the last batch. */
  contractsInBatch: sql<number>`c.batch_size::int`,
});
type LineRow = RowOf<ReturnType<typeof lineColumns>>;

export function contractFileRoutes(app: ZodApp): void {
  const { ctx } = app;

  for (const format of exportFormats) app.get(`/contracts/export.${format}`, {
    schema: {
      tags: ['overview'],
      summary: exportSummary(format, 'Every line of the contracts matching the filters (Rate columns only when prices are shown)'),
      querystring: contractFilterSchema,
      response: exportResponses[format],
    },
  }, async (request, reply) => {
    const tenant = requireModule(request.tenant, 'order');
    const userId = request.principal!.userId;
    const where = contractWhere(tenant, userId, request.query);
    const [prices, clock] = [seesPrices(tenant), costClockOf(tenant)];
    // Each row's figures once, for its three columns.
    const costs = new WeakMap<LineRow, LineCost>();
    const cost = (l: LineRow) => costs.get(l) ?? costs.set(l, costOfLine(l, clock)).get(l)!;
    const money = (cents: bigint | undefined) => (cents === undefined ? null : moneyText(cents));
    type Cursor = { createdAt: string; id: number };
    const select = columns(lineColumns(userId));
    const rows = batches<LineRow, Cursor>(async (cursor) => {
      const after = cursor ? sql`AND (contracts.created_at, contracts.id) < (${cursor.createdAt}::timestamptz, ${cursor.id})` : sql``;
      const items = await selectRows(ctx.db, select, sql`
        FROM (SELECT b.*, count(*) OVER () AS batch_size
              FROM (SELECT contracts.id, contracts.number, contracts.status, contracts.project_id, contracts.created_at
                    FROM contracts WHERE ${where} ${after}
                    ORDER BY contracts.created_at DESC, contracts.id DESC LIMIT ${BATCH}) b) c
        JOIN contract_lines l ON l.contract_id = c.id
        JOIN products p ON p.id = l.product_id
        LEFT JOIN projects pr ON pr.id = c.project_id
        ORDER BY c.created_at DESC, c.id DESC, l.id`);
      const last = items[items.length - 1];
      const full = (items[0]?.contractsInBatch ?? 0) === BATCH;
      return { items, cursor: full && last ? { createdAt: last.cursor, id: last.contractId } : null };
    });
    const currency = currencyOf(tenant.opCo);
    const fileColumns: ExportColumn<LineRow>[] = [
      { key: 'contract', type: 'text', value: (l) => l.number },
      { key: 'status', type: 'code', codes: 'contractStatus', value: (l) => l.status },
      { key: 'project', type: 'text', value: (l) => l.projectName },
      { key: 'productCode', type: 'text', value: (l) => l.productCode },
      { key: 'product', type: 'text', value: (l) => l.productName },
      { key: 'fleetNumber', type: 'text', value: (l) => l.fleetNumber },
      { key: 'quantity', type: 'number', value: (l) => l.quantity },
      { key: 'onRent', type: 'date', value: (l) => l.onRentDate },
      { key: 'expectedOffRent', type: 'date', value: (l) => l.expectedOffRentDate },
      { key: 'offHired', type: 'date', value: (l) => l.actualOffHireDate },
      ...(prices ? [
        { key: 'rate', type: 'amount', value: (l) => l.rate, currency: () => currency },
        { key: 'ratePeriod', type: 'code', codes: 'ratePeriod', value: (l) => l.ratePeriod },
        { key: 'costToDate', type: 'amount', value: (l) => money(cost(l).costToDate), currency: () => currency },
      ] satisfies ExportColumn<LineRow>[] : []),
      { key: 'nextInvoiceDate', type: 'date', value: (l) => cost(l).nextInvoice?.date ?? null },
      ...(prices ? [
        { key: 'nextInvoiceAmount', type: 'amount', value: (l) => money(cost(l).nextInvoice?.amount), currency: () => currency },
      ] satisfies ExportColumn<LineRow>[] : []),
    ];
    return sendExport(ctx.db, request, reply, tenant, format, { name: 'contracts', columns: fileColumns, rows });
  });
}

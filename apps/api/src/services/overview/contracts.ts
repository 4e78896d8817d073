// Contracts (what is on rent) of the selected client, for the overview timeline.
import { sql, type SQL } from 'drizzle-orm';
import { contractDetailSchema, contractListQuerySchema, contractPageSchema, idParamsSchema, type ContractLine, type ContractSummary } from '@portal/shared-api-contract';
import { requireModule } from '../../auth/tenant';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { contractWhere, currencyOf, seesPrices } from './filters';
import { createTotalsCache, filterKey, pageTotal } from './paging';
import { isoTimestamp, rowsOf } from './rows';

export { seesPrices } from './filters';

/** Summary columns of the contracts in `c` plus the aggregate of their lines in `agg`. */
const summaryColumns = sql`c.id, c.number, c.status, c.project_id AS "projectId", pr.name AS "projectName",
  agg.start_date AS "startDate", agg.end_date AS "endDate", coalesce(agg.line_count, 0) AS "lineCount",
  ${isoTimestamp(sql`c.created_at`)} AS "createdAt"`;
const linesAggregate = sql`LEFT JOIN LATERAL (
    SELECT min(l.on_rent_date)::text AS start_date,
           max(coalesce(l.actual_off_hire_date, l.expected_off_rent_date))::text AS end_date,
           count(*)::int AS line_count
    FROM contract_lines l WHERE l.contract_id = c.id) agg ON true`;

/** One page of contracts: the page first (index order, LIMIT), then the line aggregates of just those rows. */
export const contractPageQuery = (where: SQL, pageSize: number, offset: number) => sql`
  SELECT ${summaryColumns}
  FROM (SELECT contracts.id, contracts.number, contracts.status, contracts.project_id, contracts.created_at
        FROM contracts WHERE ${where}
        ORDER BY contracts.created_at DESC, contracts.id DESC LIMIT ${pageSize} OFFSET ${offset}) c
  LEFT JOIN projects pr ON pr.id = c.project_id
  ${linesAggregate}
  ORDER BY c.created_at DESC, c.id DESC`;

export const contractCountQuery = (where: SQL) => sql`SELECT count(*)::int AS n FROM contracts WHERE ${where}`;

export function contractRoutes(app: ZodApp): void {
  const { ctx } = app;
  const counts = createTotalsCache();

  app.get('/contracts', {
    schema: {
      tags: ['overview'],
      summary: "The selected client's contracts, newest first (closed ones only with archived=true or status=closed)",
      querystring: contractListQuerySchema,
      response: { 200: contractPageSchema },
    },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const { page, pageSize, ...filter } = request.query;
    const where = contractWhere(tenant, request.principal!.userId, filter);
    const offset = (page - 1) * pageSize;
    const items = await rowsOf<ContractSummary>(ctx.db, contractPageQuery(where, pageSize, offset));
    // The product-name search depends on the caller's language: only then is the count per user.
    const key = filterKey(`${tenant.clientId}${filter.q ? `:${request.principal!.userId}` : ''}`, filter);
    const total = await pageTotal(page, pageSize, items.length, () =>
      counts(key, async () => (await rowsOf<{ n: number }>(ctx.db, contractCountQuery(where)))[0]?.n ?? 0),
    );
    return { items, page, pageSize, total };
  });

  app.get('/contracts/:id', {
    schema: { tags: ['overview'], summary: 'One contract with its lines', params: idParamsSchema, response: { 200: contractDetailSchema } },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const [contract] = await rowsOf<ContractSummary & { orderNumber: string | null }>(ctx.db, sql`
      SELECT ${summaryColumns}, o.number AS "orderNumber"
      FROM contracts c
      LEFT JOIN projects pr ON pr.id = c.project_id
      LEFT JOIN orders o ON o.id = c.order_id
      ${linesAggregate}
      WHERE c.id = ${request.params.id} AND c.client_id = ${tenant.clientId}`);
    if (!contract) throw notFound();
    const lines = await rowsOf<ContractLine>(ctx.db, sql`
      SELECT l.id, p.code AS "productCode", p.names AS "productNames", l.fleet_number AS "fleetNumber", l.quantity,
             l.on_rent_date::text AS "onRentDate", l.expected_off_rent_date::text AS "expectedOffRentDate",
             l.actual_off_hire_date::text AS "actualOffHireDate", l.rate::text AS rate, l.rate_period AS "ratePeriod"
      FROM contract_lines l JOIN products p ON p.id = l.product_id
      WHERE l.contract_id = ${contract.id}
      ORDER BY l.id`);
    const prices = seesPrices(tenant);
    return {
      ...contract,
      currency: currencyOf(tenant.opCo),
      lines: lines.map((l) => ({ ...l, productNames: typeof l.productNames === 'string' ? JSON.parse(l.productNames) : l.productNames, rate: prices ? l.rate : null })),
    };
  });
}

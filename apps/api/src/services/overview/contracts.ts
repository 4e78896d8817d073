// Contracts (what is on rent) of the selected client, for the overview timeline.
import type { SQL } from 'drizzle-orm';
import { contractDetailSchema, contractListQuerySchema, contractPageSchema, idParamsSchema } from '@portal/shared-api-contract';
import { requireModule } from '../../auth/tenant';
import { queryRows } from '../../db/client';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { parsedJson } from '../../db/sql/json';
import { currencyOf, seesPrices } from '../../lib/prices';
import { createTotalsCache, filterKey, pageTotal } from '../../lists/totals';
import { outerSql } from '../../lists/shaped-statement';
import { withContractCosts } from './contract-costs';
import { contractCosts, costClockOf, costFigures, costOfLine, NO_COST } from './line-costs';
import { CONTRACT_COUNT, CONTRACT_PAGE, CONTRACT_PAGE_BY_COST, contractCountStatement, contractPageByCostStatement, contractLinesStatement, contractPageStatement, contractStatement } from './statements';
import { scopeKey } from '../../db/sql/project-scope';
import { clientScope } from './filters';

// The routes run the prepared statements of statements.ts; these render the same declarations as
// drizzle `sql` for scripts/explain-lists.ts (statements.test.ts compares the two for every shape).
/** One page of contracts in index order (LIMIT), with their projects' names. */
export const contractPageQuery = (where: SQL, pageSize: number, offset: number) => outerSql(CONTRACT_PAGE, where, pageSize, offset);

/** The same, the highest cost to date on `today` first. */
export const contractPageByCostQuery = (where: SQL, today: string, pageSize: number, offset: number) => outerSql(CONTRACT_PAGE_BY_COST, where, today, pageSize, offset);

export const contractCountQuery = (where: SQL) => outerSql(CONTRACT_COUNT, where);

export function contractRoutes(app: ZodApp): void {
  const { ctx } = app;
  const counts = createTotalsCache();

  app.get('/contracts', {
    schema: {
      tags: ['overview'],
      summary: "The selected client's contracts, newest first or (sort=costToDate, with prices) the highest cost to date first (closed ones only with archived=true or status=closed)",
      querystring: contractListQuerySchema,
      response: { 200: contractPageSchema },
    },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const { page, pageSize, sort, ...filter } = request.query;
    const clock = costClockOf(tenant);
    const scope = { ...clientScope(tenant), userId: request.principal!.userId, filter };
    const offset = (page - 1) * pageSize;
    // Without prices the order by cost would give the amounts away: such callers get newest first.
    const statement = sort === 'costToDate' && clock.prices
      ? contractPageByCostStatement(scope, clock.today, pageSize, offset)
      : contractPageStatement(scope, pageSize, offset);
    const items = withContractCosts(await queryRows(ctx.db, statement), clock);
    // The product-name search depends on the caller's language: only then is the count per user.
    const key = filterKey(`${scopeKey(tenant)}${filter.q ? `:${scope.userId}` : ''}`, filter);
    const total = await pageTotal(page, pageSize, items.length, () =>
      counts(key, async () => (await queryRows(ctx.db, contractCountStatement(scope)))[0]?.n ?? 0),
    );
    return { items, page, pageSize, total, currency: currencyOf(tenant.opCo) };
  });

  app.get('/contracts/:id', {
    schema: { tags: ['overview'], summary: 'One contract with its lines', params: idParamsSchema, response: { 200: contractDetailSchema } },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const [contract] = await queryRows(ctx.db, contractStatement(request.params.id, clientScope(tenant)));
    if (!contract) throw notFound();
    const lines = await queryRows(ctx.db, contractLinesStatement(contract.id));
    const clock = costClockOf(tenant);
    const prices = seesPrices(tenant);
    const total = contractCosts(lines.map((l) => ({ ...l, contractId: contract.id })), clock).get(contract.id) ?? NO_COST;
    return {
      ...contract,
      ...costFigures(total, prices),
      currency: currencyOf(tenant.opCo),
      lines: lines.map((l) => ({
        ...l,
        productNames: typeof l.productNames === 'string' ? JSON.parse(l.productNames) : l.productNames,
        rate: prices ? l.rate : null,
        offHire: parsedJson(l.offHire),
        ...costFigures(costOfLine(l, clock), prices),
      })),
    };
  });
}

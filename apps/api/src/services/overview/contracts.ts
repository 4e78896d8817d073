// Contracts (what is on rent) of the selected client, for the overview timeline.
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { contractDetailSchema, contractListQuerySchema, contractPageSchema, idParamsSchema } from '@portal/shared-api-contract';
import { requireModule, type Tenant } from '../../auth/tenant';
import { contractLines, contracts, products, projects } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';

const summary = {
  id: contracts.id,
  number: contracts.number,
  status: contracts.status,
  projectId: contracts.projectId,
  projectName: projects.name,
  createdAt: contracts.createdAt,
};

/** Prices only when the client shows them and the user has VIEW_PRICES. */
export const seesPrices = (t: Tenant) => t.showPrices && t.rights.includes('VIEW_PRICES');
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

export function contractRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.get('/contracts', {
    schema: { tags: ['overview'], summary: "The selected client's contracts, newest first", querystring: contractListQuerySchema, response: { 200: contractPageSchema } },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const { page, pageSize, status, projectId, q } = request.query;
    const filters: SQL[] = [eq(contracts.clientId, tenant.clientId)];
    if (status) filters.push(eq(contracts.status, status));
    if (projectId) filters.push(eq(contracts.projectId, projectId));
    if (q) filters.push(ilike(contracts.number, `%${escapeLike(q)}%`));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      ctx.db.select(summary).from(contracts).leftJoin(projects, eq(projects.id, contracts.projectId)).where(where)
        .orderBy(desc(contracts.createdAt), desc(contracts.id)).limit(pageSize).offset((page - 1) * pageSize),
      ctx.db.select({ n: count() }).from(contracts).where(where),
    ]);
    return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), page, pageSize, total: total?.n ?? 0 };
  });

  app.get('/contracts/:id', {
    schema: { tags: ['overview'], summary: 'One contract with its lines', params: idParamsSchema, response: { 200: contractDetailSchema } },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'order');
    const [contract] = await ctx.db.select(summary).from(contracts).leftJoin(projects, eq(projects.id, contracts.projectId))
      .where(and(eq(contracts.id, request.params.id), eq(contracts.clientId, tenant.clientId)));
    if (!contract) throw notFound();
    const lines = await ctx.db
      .select({
        id: contractLines.id, productCode: products.code, fleetNumber: contractLines.fleetNumber, quantity: contractLines.quantity,
        onRentDate: contractLines.onRentDate, expectedOffRentDate: contractLines.expectedOffRentDate,
        actualOffHireDate: contractLines.actualOffHireDate, rate: contractLines.rate, ratePeriod: contractLines.ratePeriod,
      })
      .from(contractLines).innerJoin(products, eq(products.id, contractLines.productId))
      .where(eq(contractLines.contractId, contract.id)).orderBy(asc(contractLines.id));
    const prices = seesPrices(tenant);
    return { ...contract, createdAt: contract.createdAt.toISOString(), lines: lines.map((l) => ({ ...l, rate: prices ? l.rate : null })) };
  });
}

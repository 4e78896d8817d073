// Customer requests of the selected client. Another client's request answers 404, never 403,
// so ids of other clients cannot even be probed for existence.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { idParamsSchema, portalRequestSchema, requestListQuerySchema, requestPageSchema } from '@portal/shared-api-contract';
import { requireModule } from '../../auth/tenant';
import { requests } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';

const columns = {
  id: requests.id,
  number: requests.number,
  type: requests.type,
  status: requests.status,
  reference: requests.reference,
  description: requests.description,
  quantity: requests.quantity,
  newEndDate: requests.newEndDate,
  contractLineId: requests.contractLineId,
  assetId: requests.assetId,
  documentId: requests.documentId,
  createdAt: requests.createdAt,
};

const toDto = (row: { createdAt: Date } & Omit<typeof requests.$inferSelect, 'createdAt' | 'clientId' | 'createdBy'>) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export function requestRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.get('/requests', {
    schema: { tags: ['request'], summary: "The selected client's requests, newest first", querystring: requestListQuerySchema, response: { 200: requestPageSchema } },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'request');
    const { page, pageSize, type, status } = request.query;
    const filters: SQL[] = [eq(requests.clientId, tenant.clientId)];
    if (type) filters.push(eq(requests.type, type));
    if (status) filters.push(eq(requests.status, status));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      ctx.db.select(columns).from(requests).where(where).orderBy(desc(requests.createdAt), desc(requests.id)).limit(pageSize).offset((page - 1) * pageSize),
      ctx.db.select({ n: count() }).from(requests).where(where),
    ]);
    return { items: rows.map(toDto), page, pageSize, total: total?.n ?? 0 };
  });

  app.get('/requests/:id', {
    schema: { tags: ['request'], summary: 'One request of the selected client', params: idParamsSchema, response: { 200: portalRequestSchema } },
  }, async (request) => {
    const tenant = requireModule(request.tenant, 'request');
    const [row] = await ctx.db.select(columns).from(requests).where(and(eq(requests.id, request.params.id), eq(requests.clientId, tenant.clientId)));
    if (!row) throw notFound();
    return toDto(row);
  });
}

// Invoices, credit notes and delivery notes of the selected client (right VIEW_DOCUMENTS).
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { documentListQuerySchema, documentPageSchema, documentSchema, idParamsSchema } from '@portal/shared-api-contract';
import { requireRight } from '../../auth/tenant';
import { documents } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { seesPrices } from './contracts';

const columns = {
  id: documents.id,
  type: documents.type,
  number: documents.number,
  date: documents.date,
  dueDate: documents.dueDate,
  amount: documents.amount,
  currency: documents.currency,
  status: documents.status,
  projectId: documents.projectId,
};

export function documentRoutes(app: ZodApp): void {
  const { ctx } = app;

  app.get('/documents', {
    schema: { tags: ['overview'], summary: "The selected client's documents, newest first", querystring: documentListQuerySchema, response: { 200: documentPageSchema } },
  }, async (request) => {
    const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
    const { page, pageSize, type, status, from, to } = request.query;
    const filters: SQL[] = [eq(documents.clientId, tenant.clientId)];
    if (type) filters.push(eq(documents.type, type));
    if (status) filters.push(eq(documents.status, status));
    if (from) filters.push(gte(documents.date, from));
    if (to) filters.push(lte(documents.date, to));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      ctx.db.select(columns).from(documents).where(where).orderBy(desc(documents.date), desc(documents.id)).limit(pageSize).offset((page - 1) * pageSize),
      ctx.db.select({ n: count() }).from(documents).where(where),
    ]);
    const prices = seesPrices(tenant);
    return { items: rows.map((r) => ({ ...r, amount: prices ? r.amount : null })), page, pageSize, total: total?.n ?? 0 };
  });

  app.get('/documents/:id', {
    schema: { tags: ['overview'], summary: 'One document of the selected client', params: idParamsSchema, response: { 200: documentSchema } },
  }, async (request) => {
    const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
    const [row] = await ctx.db.select(columns).from(documents).where(and(eq(documents.id, request.params.id), eq(documents.clientId, tenant.clientId)));
    if (!row) throw notFound();
    return { ...row, amount: seesPrices(tenant) ? row.amount : null };
  });
}

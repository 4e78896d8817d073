// Invoices, credit notes and delivery notes of the selected client (right VIEW_DOCUMENTS).
import { sql, type SQL } from 'drizzle-orm';
import { documentListQuerySchema, documentPageSchema, documentSchema, idParamsSchema, type PortalDocument } from '@portal/shared-api-contract';
import { requireRight } from '../../auth/tenant';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { currencyOf, documentWhere, seesPrices } from './filters';
import { createTotalsCache, filterKey } from './paging';
import { rowsOf } from './rows';

/** Document columns of `d` (a documents row) with its project name from `pr`. */
export const documentColumns = sql`d.id, d.type, d.number, d.date::text AS date, d.due_date::text AS "dueDate",
  d.amount::text AS amount, d.currency, d.status, d.project_id AS "projectId", pr.name AS "projectName"`;

interface TotalsRow {
  total: number;
  openCount: number;
  openAmount: string;
  overdueCount: number;
  overdueAmount: string;
}

export const documentPageQuery = (where: SQL, pageSize: number, offset: number) => sql`
  SELECT ${documentColumns}
  FROM (SELECT * FROM documents WHERE ${where}
        ORDER BY documents.date DESC, documents.id DESC LIMIT ${pageSize} OFFSET ${offset}) d
  LEFT JOIN projects pr ON pr.id = d.project_id
  ORDER BY d.date DESC, d.id DESC`;

/** The page total and the open/overdue totals in one pass over the matching documents. */
export const documentTotalsQuery = (where: SQL) => sql`
  SELECT count(*)::int AS total,
         count(*) FILTER (WHERE documents.status = 'open')::int AS "openCount",
         coalesce(sum(documents.amount) FILTER (WHERE documents.status = 'open'), 0)::numeric(16, 2)::text AS "openAmount",
         count(*) FILTER (WHERE documents.status = 'overdue')::int AS "overdueCount",
         coalesce(sum(documents.amount) FILTER (WHERE documents.status = 'overdue'), 0)::numeric(16, 2)::text AS "overdueAmount"
  FROM documents WHERE ${where}`;

export function documentRoutes(app: ZodApp): void {
  const { ctx } = app;
  const cachedTotals = createTotalsCache();

  app.get('/documents', {
    schema: {
      tags: ['overview'],
      summary: "The selected client's documents, newest first, with open and overdue totals of all that match",
      querystring: documentListQuerySchema,
      response: { 200: documentPageSchema },
    },
  }, async (request) => {
    const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
    const { page, pageSize, ...filter } = request.query;
    const where = documentWhere(tenant, filter);
    const [items, totals] = await Promise.all([
      rowsOf<PortalDocument>(ctx.db, documentPageQuery(where, pageSize, (page - 1) * pageSize)),
      cachedTotals(filterKey(String(tenant.clientId), filter), async () => (await rowsOf<TotalsRow>(ctx.db, documentTotalsQuery(where)))[0]),
    ]);
    const prices = seesPrices(tenant);
    return {
      items: prices ? items : items.map((d) => ({ ...d, amount: null })),
      page,
      pageSize,
      total: totals?.total ?? 0,
      totals: {
        currency: currencyOf(tenant.opCo),
        openCount: totals?.openCount ?? 0,
        openAmount: prices ? (totals?.openAmount ?? '0.00') : null,
        overdueCount: totals?.overdueCount ?? 0,
        overdueAmount: prices ? (totals?.overdueAmount ?? '0.00') : null,
      },
    };
  });

  app.get('/documents/:id', {
    schema: { tags: ['overview'], summary: 'One document of the selected client', params: idParamsSchema, response: { 200: documentSchema } },
  }, async (request) => {
    const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
    const [row] = await rowsOf<PortalDocument>(ctx.db, sql`
      SELECT ${documentColumns} FROM documents d LEFT JOIN projects pr ON pr.id = d.project_id
      WHERE d.id = ${request.params.id} AND d.client_id = ${tenant.clientId}`);
    if (!row) throw notFound();
    return { ...row, amount: seesPrices(tenant) ? row.amount : null };
  });
}

// Invoices, credit notes and delivery notes of the selected client (right VIEW_DOCUMENTS).
import { sql, type SQL } from 'drizzle-orm';
import { documentDetailSchema, documentListQuerySchema, documentPageSchema, idParamsSchema, type DocumentStatusFilter, type PortalDocument } from '@portal/shared-api-contract';
import { requireRight } from '../../auth/tenant';
import { queryRows } from '../../db/client';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { currencyOf, seesPrices } from '../../lib/prices';
import { createTotalsCache, filterKey } from '../../lists/totals';
import type { KeysetList } from '../../lists/keyset-list';
import { outerSql } from '../../lists/shaped-statement';
import { documentDetail } from './document-detail';
import { DOCUMENT_COLUMNS, DOCUMENT_PAGE, DOCUMENT_TOTALS, documentPageStatement, documentTotalsStatement, type DocumentTotalsRow } from './statements';
import { scopeKey } from '../../db/sql/project-scope';
import { clientScope } from './filters';

/** The client's documents newest first, for the CSV export (the filters name the table `documents`, the joined rows `d`). */
export const documentList: KeysetList<PortalDocument> = {
  from: sql`documents`,
  alias: 'd',
  joins: sql`LEFT JOIN projects pr ON pr.id = d.project_id`,
  order: [sql`documents.date`, sql`documents.id`],
  joinedOrder: [sql`d.date`, sql`d.id`],
  descending: true,
  select: sql<PortalDocument>`${sql.raw(DOCUMENT_COLUMNS)}`,
};

// The routes run the prepared statements of statements.ts; these render the same declarations as
// drizzle `sql` for scripts/explain-lists.ts (statements.test.ts compares the two for every shape).
export const documentPageQuery = (where: SQL, pageSize: number, offset: number) => outerSql(DOCUMENT_PAGE, where, pageSize, offset);

/** The count and the open/overdue/outstanding totals in one pass over the matching documents. */
export const documentTotalsQuery = (where: SQL) => outerSql(DOCUMENT_TOTALS, where);

/** How many documents a status filter finds, from the totals of the other filters (filters.ts's status conditions). */
function countOf(totals: DocumentTotalsRow, status: DocumentStatusFilter | undefined): number {
  switch (status) {
    case undefined: return totals.total;
    case 'paid': return totals.paidCount;
    case 'open': return totals.openCount;
    case 'overdue': return totals.overdueCount;
    case 'outstanding': return totals.outstandingCount;
  }
}

export function documentRoutes(app: ZodApp): void {
  const { ctx } = app;
  const cachedTotals = createTotalsCache();

  app.get('/documents', {
    schema: {
      tags: ['overview'],
      summary: "The selected client's documents, newest first, with the open, overdue and outstanding (open + overdue) totals of all that match the filter, its status aside; status=outstanding lists the open and overdue ones",
      querystring: documentListQuerySchema,
      response: { 200: documentPageSchema },
    },
  }, async (request) => {
    const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
    const { page, pageSize, ...filter } = request.query;
    // The totals leave the status aside (the cards set it and keep their figures), so one cached
    // row serves every status of a filter and gives the list's count too (countOf).
    const { status, ...others } = filter;
    const [items, totals] = await Promise.all([
      queryRows(ctx.db, documentPageStatement({ ...clientScope(tenant), filter }, pageSize, (page - 1) * pageSize)),
      cachedTotals(filterKey(scopeKey(tenant), others), async () => (await queryRows(ctx.db, documentTotalsStatement({ ...clientScope(tenant), filter: others })))[0]),
    ]);
    const prices = seesPrices(tenant);
    const amount = (value: string | undefined) => (prices ? (value ?? '0.00') : null);
    return {
      items: prices ? items : items.map((d) => ({ ...d, amount: null })),
      page,
      pageSize,
      total: totals ? countOf(totals, status) : 0,
      totals: {
        currency: currencyOf(tenant.opCo),
        openCount: totals?.openCount ?? 0,
        openAmount: amount(totals?.openAmount),
        overdueCount: totals?.overdueCount ?? 0,
        overdueAmount: amount(totals?.overdueAmount),
        outstandingCount: totals?.outstandingCount ?? 0,
        outstandingAmount: amount(totals?.outstandingAmount),
      },
    };
  });

  app.get('/documents/:id', {
    schema: {
      tags: ['overview'],
      summary: 'One document of the selected client with its lines, VAT per rate, totals, payment terms and reference, the issuing opCo and the invoice a credit note corrects; amounts only with prices',
      params: idParamsSchema,
      response: { 200: documentDetailSchema },
    },
  }, async (request) => {
    const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
    const detail = await documentDetail(ctx.db, request.params.id, clientScope(tenant), seesPrices(tenant));
    if (!detail) throw notFound();
    return detail;
  });
}

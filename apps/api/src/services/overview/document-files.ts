// Documents as files: the filtered list as CSV or Excel, one document as PDF, several as one ZIP of PDFs.
// All of them stream; all of them read only the selected client's rows.
import { sql } from 'drizzle-orm';
import { documentFilterSchema, documentZipQuerySchema, idParamsSchema, type PortalDocument } from '@portal/shared-api-contract';
import { requireRight } from '../../auth/tenant';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { attachment, todayIso } from '../../lists/csv';
import type { ExportColumn } from '../../lists/export/columns';
import { exportFormats, exportResponses, exportSummary, sendExport } from '../../lists/export/send';
import { documentList } from './documents';
import { documentWhere } from './filters';
import { seesPrices } from '../../lib/prices';
import { fileResponses } from '../../http/file-responses';
import { loadDocumentHeads, loadPdfData } from './pdf/load';
import { renderDocumentPdf } from './pdf/render';
import { exportBatches } from '../../lists/keyset-list';
import { zipStream } from './zip';

export function documentFileRoutes(app: ZodApp): void {
  const { ctx } = app;

  for (const format of exportFormats) app.get(`/documents/export.${format}`, {
    schema: {
      tags: ['overview'],
      summary: exportSummary(format, 'Every document matching the filters (Amount and Currency only when prices are shown, never for delivery notes)'),
      querystring: documentFilterSchema,
      response: exportResponses[format],
    },
  }, async (request, reply) => {
    const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
    const where = documentWhere(tenant, request.query);
    // Delivery notes carry no amount: a list of only delivery notes has no Amount column at all.
    const prices = seesPrices(tenant) && request.query.type !== 'delivery_note';
    const rows = exportBatches(ctx.db, documentList, where, { keyOf: (d) => [sql`${d.date}::date`, d.id] });
    const fileColumns: ExportColumn<PortalDocument>[] = [
      { key: 'number', type: 'text', value: (d) => d.number },
      { key: 'type', type: 'code', codes: 'documentType', value: (d) => d.type },
      { key: 'date', type: 'date', value: (d) => d.date },
      { key: 'dueDate', type: 'date', value: (d) => d.dueDate },
      ...(prices ? [
        { key: 'amount', type: 'amount', value: (d) => d.amount, currency: (d) => d.currency },
        { key: 'currency', type: 'text', value: (d) => d.currency },
      ] satisfies ExportColumn<PortalDocument>[] : []),
      { key: 'status', type: 'code', codes: 'documentStatus', value: (d) => d.status },
      { key: 'project', type: 'text', value: (d) => d.projectName },
    ];
    return sendExport(ctx.db, request, reply, tenant, format, { name: 'documents', columns: fileColumns, rows });
  });

  app.get('/documents/:id/pdf', {
    schema: {
      tags: ['overview'],
      summary: 'One document as PDF: lines, VAT per rate, totals, terms, bank account, payment reference and, on a euro invoice still to pay, an EPC payment QR (no amounts and no QR when prices are hidden, never amounts on delivery notes)',
      params: idParamsSchema,
      response: fileResponses('application/pdf', 'The document'),
    },
  }, async (request, reply) => {
    const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
    const userId = request.principal!.userId;
    const [head] = await loadDocumentHeads(ctx.db, tenant, userId, [request.params.id]);
    if (!head) throw notFound();
    const pdf = renderDocumentPdf(await loadPdfData(ctx.db, tenant, userId, head));
    return attachment(reply, 'application/pdf', `${head.number}.pdf`).send(pdf);
  });

  app.get('/documents/archive.zip', {
    schema: {
      tags: ['overview'],
      summary: `Several documents' PDFs in one ZIP; 404 when any id is not the selected client's`,
      querystring: documentZipQuerySchema,
      response: fileResponses('application/zip', 'One <number>.pdf per document'),
    },
  }, async (request, reply) => {
    const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
    const userId = request.principal!.userId;
    const { ids } = request.query;
    // All or nothing: a ZIP is only started once every id is known to be the caller's.
    const heads = await loadDocumentHeads(ctx.db, tenant, userId, ids);
    if (heads.length !== ids.length) throw notFound('One or more documents were not found');
    const zip = zipStream(heads.map((head) => ({
      name: `${head.number}.pdf`,
      date: head.date,
      open: async () => renderDocumentPdf(await loadPdfData(ctx.db, tenant, userId, head)),
    })));
    return attachment(reply, 'application/zip', `documents-${todayIso()}.zip`).send(zip);
  });
}

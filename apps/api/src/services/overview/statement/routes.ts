// GET /documents/statement.pdf and statement.xlsx: the statement of account of the selected client
// (or one of its projects). A statement is amounts, so it needs prices shown as well as VIEW_DOCUMENTS.
import { statementFormats, statementQuerySchema, type StatementFormat } from '@portal/shared-api-contract';
import { requireRight } from '../../../auth/tenant';
import { fileResponses } from '../../../http/file-responses';
import { forbidden, notFound } from '../../../http/problem';
import type { ZodApp } from '../../../http/zod';
import { seesPrices } from '../../../lib/prices';
import { attachment } from '../../../lists/csv';
import { XLSX_TYPE } from '../../../lists/export/send';
import { todayIn } from '../../order/pricing';
import { loadStatement } from './load';
import { renderStatementPdf } from './pdf';
import { renderStatementXlsx } from './xlsx';

const formats: Record<StatementFormat, { type: string; render: typeof renderStatementPdf; what: string }> = {
  pdf: { type: 'application/pdf', render: renderStatementPdf, what: 'PDF with the opCo letterhead' },
  xlsx: { type: XLSX_TYPE, render: renderStatementXlsx, what: 'Excel workbook: the items, then the ageing per currency on a second sheet' },
};

export function statementRoutes(app: ZodApp): void {
  const { ctx } = app;
  for (const format of statementFormats) app.get(`/documents/statement.${format}`, {
    schema: {
      tags: ['overview'],
      summary: `Statement of account as ${format === 'pdf' ? 'PDF' : 'Excel (.xlsx)'}: every open and overdue invoice and credit note of the selected client (or of projectId, 404 when not the client's) with days past due, totals and ageing (not due, 1–30, 31–60, 61–90, over 90 days) per currency, as of today where the opCo is; 403 when prices are hidden`,
      querystring: statementQuerySchema,
      response: fileResponses(formats[format].type, formats[format].what),
    },
  }, async (request, reply) => {
    const tenant = requireRight(request.tenant, 'VIEW_DOCUMENTS');
    if (!seesPrices(tenant)) throw forbidden('prices_hidden', 'A statement of account shows amounts, and this user may not see prices');
    const asOf = todayIn(tenant.opCo);
    const statement = await loadStatement(ctx.db, tenant, request.principal!.userId, request.query.projectId, asOf);
    if (!statement) throw notFound('No such project');
    return attachment(reply, formats[format].type, `statement-${asOf}.${format}`).send(formats[format].render(statement));
  });
}

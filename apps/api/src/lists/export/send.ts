// One export in either format: the typed columns of a list, its rows in batches, and the signed-in
// user's language (as mails and PDFs use it) with the opCo's time zone. Each list registers
// `<path>/export.csv` and `<path>/export.xlsx` with the same handler (exportFormats).
import { sql } from 'drizzle-orm';
import type { ExportFormat } from '@portal/shared-api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import { fileResponses } from '../../http/file-responses';
import { attachment, todayIso } from '../csv';
import type { ExportColumn } from './columns';
import { csvExport } from './csv-export';
import { exportLocale } from './locale';
import { exportTexts } from './texts/export-texts';
import { xlsxExport } from './xlsx-export';

export { exportFormats, type ExportFormat } from '@portal/shared-api-contract';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The OpenAPI responses of an export in each format. */
export const exportResponses = {
  csv: fileResponses('text/csv', "RFC 4180, UTF-8 with BOM, in the user's language: `;` between fields where the decimal mark is a comma"),
  xlsx: fileResponses(XLSX_TYPE, "Excel workbook in the user's language: dates as dates, amounts as numbers with the currency's format"),
} as const;

/** `… as CSV` / `… as Excel` for an export route's summary. */
export const exportSummary = (format: ExportFormat, what: string) => `${what} as ${format === 'csv' ? 'CSV' : 'Excel (.xlsx)'}`;

export interface ExportSpec<T> {
  /** File name stem and sheet name: `orders` → `orders-2026-11-27.xlsx`. */
  name: string;
  columns: readonly ExportColumn<T>[];
  rows: AsyncIterable<T[]>;
}

/** The caller's preferred language (en-US for none). */
export async function languageOf(db: Db, userId: number): Promise<string> {
  const [row] = await selectRows(db, columns({ language: sql<string | null>`preferred_language::text` }), sql`FROM users WHERE id = ${userId}`);
  return row?.language ?? 'en-US';
}

export async function sendExport<T>(db: Db, request: FastifyRequest, reply: FastifyReply, tenant: Tenant, format: ExportFormat, spec: ExportSpec<T>) {
  const language = await languageOf(db, request.principal!.userId);
  const locale = exportLocale(language, tenant.opCo);
  const texts = exportTexts(language);
  const file = `${spec.name}-${todayIso()}.${format}`;
  if (format === 'csv') return attachment(reply, 'text/csv; charset=utf-8', file).send(csvExport(spec.columns, spec.rows, locale, texts));
  return attachment(reply, XLSX_TYPE, file).send(xlsxExport(spec.columns, spec.rows, locale, texts, spec.name));
}

// Reads what a document PDF shows, always within the selected client: the document, its client,
// project and order; an invoice's or credit note's content through the detail's own loader, a
// delivery note's lines from its order's contract lines.
import { sql } from 'drizzle-orm';
import type { DocumentDetail, DocumentType, LanguageCode } from '@portal/shared-api-contract';
import type { Tenant } from '../../../auth/tenant';
import type { Db } from '../../../db/client';
import { preferredLanguage, productNameSql } from '../../../db/sql/language';
import { seesPrices } from '../../../lib/prices';
import { columns, type RowOf } from '../../../db/sql/columns';
import { selectRows } from '../../../db/sql/rows';
import { documentDetail } from '../document-detail';
import { epcPayload } from './epc-qr';
import { pdfLabels, unitCount, type PdfLabels } from './labels';
import { loadLetterhead } from './letterhead';
import { maxLines, toCents } from './lines';
import type { PdfDocumentData, PdfLine } from './render';
import { clientScope } from '../filters';
import { projectScope } from '../../../db/sql/project-scope';

/** A document (`d`) with its project (`pr`) and order (`o`), and the language of the caller's PDF. */
const documentColumns = (userId: number) => ({
  id: sql<number>`d.id`,
  type: sql<DocumentType>`d.type`,
  number: sql<string>`d.number`,
  date: sql<string>`d.date::text`,
  dueDate: sql<string | null>`d.due_date::text`,
  amount: sql<string>`d.amount::text`,
  currency: sql<string>`d.currency`,
  orderId: sql<number | null>`d.order_id`,
  projectName: sql<string | null>`pr.name`,
  orderNumber: sql<string | null>`o.number`,
  language: sql<LanguageCode | null>`${preferredLanguage(userId)}`,
});
type DocumentRow = RowOf<ReturnType<typeof documentColumns>>;

/** The caller's documents among `ids` (others are simply absent), in the order of `ids`. */
export async function loadDocumentHeads(db: Db, tenant: Tenant, userId: number, ids: number[]): Promise<DocumentRow[]> {
  const rows = await selectRows(db, columns(documentColumns(userId)), sql`
    FROM documents d
    LEFT JOIN projects pr ON pr.id = d.project_id
    LEFT JOIN orders o ON o.id = d.order_id AND o.client_id = d.client_id
    WHERE d.client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`d.project_id`)} AND d.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Everything the renderer needs for one document of the caller's client. */
export async function loadPdfData(db: Db, tenant: Tenant, userId: number, doc: DocumentRow): Promise<PdfDocumentData> {
  const language = doc.language ?? 'en-US';
  const base = {
    language,
    letterhead: await loadLetterhead(db, tenant.opCo),
    clientName: tenant.name,
    type: doc.type,
    number: doc.number,
    date: doc.date,
    dueDate: doc.dueDate,
    projectName: doc.projectName,
    orderNumber: doc.orderNumber,
    currency: doc.currency,
  };
  if (doc.type === 'delivery_note') return { ...base, ...noContent, lines: await deliveredLines(db, tenant, userId, doc, language) };
  // Invoices and credit notes: the same content, with the same rule on prices, as the detail endpoint.
  const detail = await documentDetail(db, doc.id, clientScope(tenant), seesPrices(tenant));
  if (!detail) throw new Error(`document ${doc.id} vanished while rendering`);
  return { ...base, ...invoiceContent(detail, language, pdfLabels[language] ?? pdfLabels['en-US']) };
}

const noContent = { issuer: null, vat: [], totals: null, paymentTermsDays: null, paymentReference: null, corrects: null, epcQr: null } as const;

/** A delivery note has no lines of its own: its order's contract lines, quantities only. */
async function deliveredLines(db: Db, tenant: Tenant, userId: number, doc: DocumentRow, language: LanguageCode): Promise<PdfLine[]> {
  const labels = pdfLabels[language] ?? pdfLabels['en-US'];
  const contractLines = doc.orderId
    ? await selectRows(db, columns({
        name: productNameSql(userId),
        fleetNumber: sql<string>`l.fleet_number`,
        quantity: sql<number>`l.quantity`,
      }), sql`
        FROM contracts c
        JOIN contract_lines l ON l.contract_id = c.id
        JOIN products p ON p.id = l.product_id
        WHERE c.order_id = ${doc.orderId} AND c.client_id = ${tenant.clientId} AND ${projectScope(tenant, sql`c.project_id`)}
        ORDER BY c.id, l.id
        LIMIT ${maxLines}`)
    : [];
  if (!contractLines.length) return [{ ...emptyLine, description: labels.deliveredEquipment, quantity: 1 }];
  return contractLines.map((c) => ({ ...emptyLine, description: c.name, quantity: c.quantity, fleetNumber: c.fleetNumber }));
}

const emptyLine = { fleetNumber: null, periodFrom: null, periodTo: null, duration: null, rateCents: null, amountCents: null };
const cents = (amount: string | null) => (amount === null ? null : toCents(amount));

/** An invoice's or credit note's lines, VAT, totals, terms and payment QR; amounts only where the detail has them. */
function invoiceContent(detail: DocumentDetail, language: LanguageCode, labels: PdfLabels) {
  const lines: PdfLine[] = detail.lines.map((l) => ({
    description: l.productNames ? (l.productNames[language] ?? l.productNames['en-US']) : (l.kind === 'rental' ? labels.rentalServices : labels.kind[l.kind]),
    fleetNumber: l.fleetNumber,
    periodFrom: l.periodFrom,
    periodTo: l.periodTo,
    quantity: l.quantity,
    duration: l.unit === 'piece' ? null : unitCount(language, labels, l.unit, l.unitCount),
    rateCents: cents(l.rate),
    amountCents: cents(l.netAmount),
  }));
  const gross = cents(detail.grossAmount);
  const totals = gross === null ? null : { netCents: cents(detail.netAmount) ?? gross, vatCents: cents(detail.vatAmount) ?? 0, grossCents: gross };
  return {
    lines,
    issuer: detail.issuer,
    vat: detail.vatBreakdown.map((v) => ({ rate: Number(v.vatRate), netCents: toCents(v.netAmount), vatCents: toCents(v.vatAmount) })),
    totals,
    paymentTermsDays: detail.paymentTermsDays,
    paymentReference: detail.paymentReference,
    corrects: detail.corrects?.number ?? null,
    epcQr: epcQrOf(detail, gross),
  };
}

/** The payment QR: an invoice in euro still to pay, to the issuer's account, and only with prices shown. */
function epcQrOf(detail: DocumentDetail, grossCents: number | null): string | null {
  const { issuer } = detail;
  const payable = detail.type === 'invoice' && detail.status !== 'paid' && detail.currency === 'EUR' && grossCents !== null && grossCents > 0;
  if (!payable || !issuer.iban || !issuer.legalName) return null;
  return epcPayload({ bic: issuer.bic, name: issuer.legalName, iban: issuer.iban, currency: detail.currency, amountCents: grossCents, reference: detail.paymentReference ?? detail.number });
}

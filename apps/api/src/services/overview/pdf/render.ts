// Lays out one document as an A4 PDF: the opCo's letterhead, the document's facts, its lines (a
// table that repeats its header on every page), VAT per rate and totals, how to pay with the EPC
// QR code, and page numbers. Amounts appear only when the data carries them (never for users
// without prices, never on delivery notes). Returns the PDF as a stream; nothing is written to disk.
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { DocumentDetail, DocumentType, LanguageCode } from '@portal/shared-api-contract';
import { drawLetterhead } from './draw-letterhead';
import { fonts, registerFonts } from './fonts';
import type { Letterhead } from './letterhead';
import { pdfLabels, type PdfLabels } from './labels';
import { formatsOf, left, page, right, type Formats } from './layout';
import { drawAmounts, drawPayment } from './summary';
import { drawLinesTable } from './table';

export interface PdfLine {
  description: string;
  fleetNumber: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  /** "12 days", null for pieces. */
  duration: string | null;
  quantity: number;
  /** Null on delivery notes and when prices are hidden, like `amountCents`. */
  rateCents: number | null;
  amountCents: number | null;
}

export interface PdfDocumentData {
  language: LanguageCode;
  letterhead: Letterhead;
  /** The issuing opCo as the documents' data names it (null for a delivery note: the letterhead's). */
  issuer: DocumentDetail['issuer'] | null;
  clientName: string;
  type: DocumentType;
  number: string;
  date: string;
  dueDate: string | null;
  projectName: string | null;
  orderNumber: string | null;
  currency: string;
  lines: PdfLine[];
  /** Per VAT rate (percent); empty when no amount may be shown. */
  vat: readonly { rate: number; netCents: number; vatCents: number }[];
  /** Null when no amount may be shown (delivery notes, prices hidden): no amount is printed at all. */
  totals: { netCents: number; vatCents: number; grossCents: number } | null;
  paymentTermsDays: number | null;
  paymentReference: string | null;
  /** A credit note: the number of the invoice it corrects. */
  corrects: string | null;
  /** The EPC069-12 payload of the payment QR, when there is one to print. */
  epcQr: string | null;
}

export interface RenderOptions {
  /** Deflate the content streams (default). Tests may turn it off. */
  compress?: boolean;
}

export function renderDocumentPdf(d: PdfDocumentData, options: RenderOptions = {}): Readable {
  const l = pdfLabels[d.language] ?? pdfLabels['en-US'];
  const f = formatsOf(d.language, d.currency);
  const title = `${l.type[d.type]} ${d.number}`;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    compress: options.compress ?? true,
    bufferPages: true,
    info: { Title: title, Author: d.letterhead.name, Creator: 'Atlas Portal', CreationDate: new Date(`${d.date}T00:00:00Z`) },
  });
  registerFonts(pdf);
  drawLetterhead(pdf, d.letterhead, l.vat);
  drawFacts(pdf, d, l, f, title);
  drawLinesTable(pdf, d.lines, l, f);
  drawAmounts(pdf, d, l, f);
  drawPayment(pdf, d, l);
  drawPageNumbers(pdf, l, title);
  pdf.end();
  return pdf as unknown as Readable;
}

function drawFacts(pdf: PDFKit.PDFDocument, d: PdfDocumentData, l: PdfLabels, f: Formats, title: string): void {
  pdf.font(fonts.bold).fontSize(18).text(title, left, 140);
  pdf.moveDown(0.4).fontSize(9);
  const facts: [string, string | null][] = [
    [l.customer, d.clientName],
    [l.number, d.number],
    [l.date, f.date(d.date)],
    [l.dueDate, d.dueDate ? f.date(d.dueDate) : null],
    [l.corrects, d.corrects],
    [l.project, d.projectName],
    [l.order, d.orderNumber],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    const y = pdf.y;
    pdf.font(fonts.bold).text(label, left, y, { width: 120 });
    pdf.font(fonts.regular).text(value, left + 125, y, { width: 330 });
  }
  pdf.y += 18;
}

/** "Page 1 of 3" and the document under every page, once all pages exist. */
function drawPageNumbers(pdf: PDFKit.PDFDocument, l: PdfLabels, title: string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // Below the bottom margin PDFKit would open a new page for the text: lift the margin first.
    pdf.page.margins.bottom = 0;
    const y = page.height - page.margin + 14;
    pdf.font(fonts.regular).fontSize(7).fillColor('#4b5563');
    pdf.text(title, left, y, { width: 250, lineBreak: false });
    pdf.text(l.page(i - start + 1, count), right - 150, y, { width: 150, align: 'right', lineBreak: false });
  }
}

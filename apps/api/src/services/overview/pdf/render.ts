// Lays out one document as an A4 PDF with PDFKit's built-in Helvetica (no font files to ship
// beyond PDFKit's own). Returns the PDF as a stream; nothing is written to disk.
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { DocumentType, LanguageCode } from '@portal/shared-api-contract';
import type { Letterhead } from './letterhead';
import { pdfLabels } from './labels';
import type { PdfLine } from './lines';
import { toWinAnsi } from './winansi';

export interface PdfDocumentData {
  language: LanguageCode;
  letterhead: Letterhead;
  clientName: string;
  type: DocumentType;
  number: string;
  date: string;
  dueDate: string | null;
  projectName: string | null;
  orderNumber: string | null;
  currency: string;
  lines: PdfLine[];
  /** Null when no amount may be shown (delivery notes, prices hidden): no amount is printed at all. */
  totalCents: number | null;
}

export interface RenderOptions {
  /** Deflate the content streams (default). Tests turn it off to read the text. */
  compress?: boolean;
}

const A4 = { width: 595.28, margin: 50 };
const right = A4.width - A4.margin;

export function renderDocumentPdf(d: PdfDocumentData, options: RenderOptions = {}): Readable {
  const l = pdfLabels[d.language] ?? pdfLabels['en-US'];
  const t = (text: string) => toWinAnsi(text);
  const dateOf = (iso: string) => new Intl.DateTimeFormat(d.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const money = (cents: number) => new Intl.NumberFormat(d.language, { style: 'currency', currency: d.currency }).format(cents / 100);
  const title = `${l.type[d.type]} ${d.number}`;

  const pdf = new PDFDocument({
    size: 'A4',
    margin: A4.margin,
    compress: options.compress ?? true,
    info: { Title: t(title), Author: t(d.letterhead.name), Creator: 'Atlas Portal', CreationDate: new Date(`${d.date}T00:00:00Z`) },
  });

  // Letterhead: the opCo on the left, its contact on the right.
  pdf.font('Helvetica-Bold').fontSize(14).text(t(d.letterhead.name), A4.margin, A4.margin);
  pdf.font('Helvetica').fontSize(9);
  for (const line of d.letterhead.address) pdf.text(t(line));
  pdf.text(t(`${l.vat} ${d.letterhead.vatNumber}`));
  pdf.text(t(d.letterhead.phone), A4.margin, A4.margin + 4, { align: 'right' });
  pdf.text(t(d.letterhead.email), { align: 'right' });

  // Title and the document's facts.
  pdf.font('Helvetica-Bold').fontSize(18).text(t(title), A4.margin, 150);
  pdf.moveDown(0.5).fontSize(10);
  const facts: [string, string | null][] = [
    [l.customer, d.clientName],
    [l.number, d.number],
    [l.date, dateOf(d.date)],
    [l.dueDate, d.dueDate ? dateOf(d.dueDate) : null],
    [l.project, d.projectName],
    [l.order, d.orderNumber],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(t(label), A4.margin, y, { width: 120 });
    pdf.font('Helvetica').text(t(value), A4.margin + 130, y, { width: 330 });
  }

  // Lines: description, quantity and (only when shown) amount.
  const withAmounts = d.totalCents !== null;
  const col = { qty: withAmounts ? 360 : 440, amount: 430 };
  const header = pdf.moveDown(1.5).y;
  pdf.font('Helvetica-Bold').text(t(l.description), A4.margin, header, { width: col.qty - A4.margin - 10 });
  pdf.text(t(l.quantity), col.qty, header, { width: 60, align: 'right' });
  if (withAmounts) pdf.text(t(l.amount), col.amount, header, { width: right - col.amount, align: 'right' });
  pdf.moveTo(A4.margin, pdf.y + 2).lineTo(right, pdf.y + 2).lineWidth(0.5).stroke();
  pdf.font('Helvetica').moveDown(0.5);
  for (const line of d.lines) {
    const y = pdf.y;
    pdf.text(t(line.description), A4.margin, y, { width: col.qty - A4.margin - 10 });
    const after = pdf.y;
    pdf.text(String(line.quantity), col.qty, y, { width: 60, align: 'right' });
    if (withAmounts && line.amountCents !== null) pdf.text(t(money(line.amountCents)), col.amount, y, { width: right - col.amount, align: 'right' });
    pdf.y = Math.max(after, pdf.y) + 2;
  }
  if (withAmounts && d.totalCents !== null) {
    pdf.moveTo(A4.margin, pdf.y + 2).lineTo(right, pdf.y + 2).stroke().moveDown(0.5);
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(t(l.total), A4.margin, y);
    pdf.text(t(money(d.totalCents)), col.amount, y, { width: right - col.amount, align: 'right' });
  }
  pdf.end();
  return pdf as unknown as Readable;
}

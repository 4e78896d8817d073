// The statement of account as an A4 PDF (DejaVu Sans embedded, as the document PDFs): the opCo's
// letterhead, the client (and project) with the day it is drawn up, the ageing per currency, then
// every item with its days past due, headers repeated on each page, page numbers at the foot.
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { exportLocale } from '../../../lists/export/locale';
import { exportTexts } from '../../../lists/export/texts/export-texts';
import { drawLetterhead } from '../pdf/draw-letterhead';
import { pdfLabels } from '../pdf/labels';
import { fonts, registerFonts } from '../pdf/fonts';
import { page, right } from '../pdf/layout';
import { ageingBuckets } from './ageing';
import { statementLabels } from './labels';
import type { StatementData } from './load';

const rowHeight = 12;

interface Column {
  text: string;
  width: number;
  align?: 'right';
}

const rule = (pdf: PDFKit.PDFDocument, y: number) => pdf.moveTo(page.margin, y).lineTo(right, y).lineWidth(0.5).stroke();

/**
 * One table row from the left margin at `y` in `size` points; returns its height. Header cells wrap
 * between words (a long bucket name takes two lines) and shrink when one word would not fit, so no
 * word is broken in the middle ("Vervaldatum" in a date column); data cells are cut to one line
 * with an ellipsis.
 */
function row(pdf: PDFKit.PDFDocument, cells: Column[], y: number, header = false, size = 8): number {
  pdf.font(header ? fonts.bold : fonts.regular);
  let x = page.margin;
  let height = rowHeight;
  for (const c of cells) {
    const width = c.width - 4;
    pdf.fontSize(size);
    if (header) {
      const widest = Math.max(...c.text.split(/\s+/).map((word) => pdf.widthOfString(word)));
      if (widest > width) pdf.fontSize(Math.max(5, Math.floor((size * width * 10) / widest) / 10));
    }
    const fit = header ? {} : { height: rowHeight - 2, ellipsis: true };
    pdf.text(c.text, x, y, { width, align: c.align ?? 'left', ...fit });
    height = Math.max(height, pdf.y - y);
    x += c.width;
  }
  return height;
}

/** A header row with a rule under it; returns where the first data row starts. */
function headerRow(pdf: PDFKit.PDFDocument, cells: Column[], y: number): number {
  const height = row(pdf, cells, y, true);
  rule(pdf, y + height);
  return y + height + 4;
}

export function renderStatementPdf(s: StatementData): Readable {
  const words = statementLabels[s.language];
  const pdfWords = pdfLabels[s.language];
  const { headers, codes } = exportTexts(s.language);
  const locale = exportLocale(s.language, s.opCo);
  const money = (amount: string, currency: string) => new Intl.NumberFormat(s.language, { style: 'currency', currency }).format(Number(amount));
  const letterhead = s.letterhead;
  const pdf = new PDFDocument({
    size: 'A4', margin: page.margin, bufferPages: true,
    info: { Title: `${words.title} ${s.clientName}`, Author: letterhead.name, Creator: 'Atlas Portal' },
  });
  registerFonts(pdf);
  drawLetterhead(pdf, letterhead, pdfWords.vat);

  pdf.font(fonts.bold).fontSize(18).text(words.title, page.margin, 150);
  pdf.moveDown(0.5).fontSize(10);
  const facts: [string, string | null][] = [[pdfWords.customer, s.clientName], [pdfWords.project, s.projectName], [words.asOf, locale.date(s.asOf)]];
  for (const [label, value] of facts) {
    if (!value) continue;
    const y = pdf.y;
    pdf.font(fonts.bold).text(label, page.margin, y, { width: 120 });
    pdf.font(fonts.regular).text(value, page.margin + 130, y, { width: 330 });
  }

  // The ageing: one row per currency, a column per bucket and the total.
  pdf.moveDown(1).font(fonts.bold).fontSize(11).text(words.ageing, page.margin);
  pdf.fontSize(8);
  const amountWidth = (right - page.margin - 45) / (ageingBuckets.length + 1);
  const ageingHeader: Column[] = [{ text: headers.currency, width: 45 }, ...ageingBuckets.map((b) => ({ text: headers[b.key], width: amountWidth, align: 'right' as const })), { text: headers.total, width: amountWidth, align: 'right' }];
  let y = headerRow(pdf, ageingHeader, pdf.y + 4);
  if (!s.ageing.length) {
    pdf.font(fonts.regular).text(words.nothingOutstanding, page.margin, y);
    y += rowHeight;
  }
  for (const a of s.ageing) {
    row(pdf, [{ text: a.currency, width: 45 }, ...ageingBuckets.map((b) => ({ text: money(a.buckets[b.key], a.currency), width: amountWidth, align: 'right' as const })), { text: money(a.total, a.currency), width: amountWidth, align: 'right' }], y);
    y += rowHeight;
  }

  // The items, oldest due first.
  const widths = [80, 65, 58, 58, 52, 85];
  const itemHeader: Column[] = [
    ...(['number', 'type', 'date', 'dueDate'] as const).map((key, i) => ({ text: headers[key], width: widths[i]! })),
    { text: headers.daysOverdue, width: widths[4]!, align: 'right' },
    { text: headers.outstanding, width: widths[5]!, align: 'right' },
    { text: headers.project, width: right - page.margin - widths.reduce((a, b) => a + b, 0) },
  ];
  const bottom = page.height - page.margin - rowHeight;
  y = headerRow(pdf, itemHeader, y + 16);
  for (const item of s.items) {
    if (y > bottom) y = headerRow(pdf, itemHeader, pdf.addPage().page.margins.top);
    const cells = [item.number, codes.documentType[item.type], locale.date(item.date), item.dueDate ? locale.date(item.dueDate) : '', String(item.daysOverdue), money(item.amount, item.currency), item.projectName ?? ''];
    row(pdf, itemHeader.map((c, i) => ({ ...c, text: cells[i]! })), y);
    y += rowHeight;
  }

  // What is owed in all, per currency.
  if (y + rowHeight * (s.ageing.length + 1) > bottom) y = pdf.addPage().page.margins.top;
  rule(pdf, y);
  y += 4;
  for (const a of s.ageing) {
    y += row(pdf, [{ text: words.totalOutstanding, width: 300 }, { text: money(a.total, a.currency), width: right - page.margin - 300, align: 'right' }], y, true, 10) + 2;
  }

  // Page numbers, once the number of pages is known; the foot is below the bottom margin.
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    pdf.page.margins.bottom = 0;
    pdf.font(fonts.regular).fontSize(8).text(`${words.page} ${i + 1} / ${count}`, page.margin, page.height - 35, { width: right - page.margin, align: 'right', lineBreak: false });
  }
  pdf.end();
  return pdf as unknown as Readable;
}

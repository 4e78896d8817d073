// The lines of a document as a table that breaks across pages cleanly: a row never splits, and
// every page the table continues on starts with its header again. Rate and net amount columns
// exist only when the lines carry amounts.
import type { PdfLabels } from './labels';
import { ensureRoom, left, right, type Formats } from './layout';
import { fonts } from './fonts';
import type { PdfLine } from './render';

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: PdfLine) => string;
}

const size = 8;
const gap = 4;

function columnsOf(l: PdfLabels, f: Formats, withAmounts: boolean, withPeriods: boolean): (Column & { x: number })[] {
  const fixed: Column[] = [
    { header: l.fleetColumn, width: 46, align: 'left', cell: (line) => line.fleetNumber ?? '' },
    ...(withPeriods ? [{ header: l.period, width: 100, align: 'left', cell: (line: PdfLine) => (line.periodFrom && line.periodTo ? `${f.shortDate(line.periodFrom)} – ${f.shortDate(line.periodTo)}` : '') } as const] : []),
    { header: l.quantity, width: 50, align: 'right', cell: (line) => String(line.quantity) },
    ...(withPeriods ? [{ header: l.duration, width: 52, align: 'right', cell: (line: PdfLine) => line.duration ?? '' } as const] : []),
    ...(withAmounts ? [
      { header: l.rate, width: 56, align: 'right', cell: (line: PdfLine) => (line.rateCents === null ? '' : f.money(line.rateCents)) } as const,
      { header: l.net, width: 64, align: 'right', cell: (line: PdfLine) => (line.amountCents === null ? '' : f.money(line.amountCents)) } as const,
    ] : []),
  ];
  const description: Column = { header: l.description, width: right - left - fixed.reduce((sum, c) => sum + c.width + gap, 0), align: 'left', cell: (line) => line.description };
  let x = left;
  return [description, ...fixed].map((c) => {
    const placed = { ...c, x };
    x += c.width + gap;
    return placed;
  });
}

function rowHeight(pdf: PDFKit.PDFDocument, columns: (Column & { x: number })[], texts: string[]): number {
  return Math.max(...columns.map((c, i) => pdf.heightOfString(texts[i] ?? '', { width: c.width })));
}

function drawRow(pdf: PDFKit.PDFDocument, columns: (Column & { x: number })[], texts: string[], y: number): void {
  columns.forEach((c, i) => pdf.text(texts[i] ?? '', c.x, y, { width: c.width, align: c.align }));
}

export function drawLinesTable(pdf: PDFKit.PDFDocument, lines: PdfLine[], l: PdfLabels, f: Formats): void {
  const withAmounts = lines.some((line) => line.amountCents !== null);
  const columns = columnsOf(l, f, withAmounts, lines.some((line) => line.periodFrom !== null || line.duration !== null));
  const headers = columns.map((c) => c.header);
  const header = () => {
    pdf.font(fonts.bold).fontSize(size);
    const height = rowHeight(pdf, columns, headers);
    drawRow(pdf, columns, headers, pdf.y);
    pdf.y += height + 2;
    pdf.moveTo(left, pdf.y).lineTo(right, pdf.y).lineWidth(0.5).stroke();
    pdf.y += 4;
    pdf.font(fonts.regular);
  };
  pdf.fontSize(size).font(fonts.bold);
  ensureRoom(pdf, rowHeight(pdf, columns, headers) + 30);
  header();
  for (const line of lines) {
    const texts = columns.map((c) => c.cell(line));
    const height = rowHeight(pdf, columns, texts);
    if (ensureRoom(pdf, height + 3)) header();
    drawRow(pdf, columns, texts, pdf.y);
    pdf.y += height + 3;
  }
  pdf.moveTo(left, pdf.y).lineTo(right, pdf.y).lineWidth(0.5).stroke();
  pdf.y += 6;
}

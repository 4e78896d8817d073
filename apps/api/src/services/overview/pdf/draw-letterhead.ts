// The opCo's letterhead at the top of a PDF page: its legal name, address and VAT number on the
// left, its phone and email on the right. Shared by the PDFs that carry it (the statement of account).
import type { Letterhead } from './letterhead';
import { toWinAnsi } from './winansi';

/** Draws the letterhead from the page's top margin; `vatLabel` in the PDF's language. */
export function drawLetterhead(pdf: PDFKit.PDFDocument, letterhead: Letterhead, vatLabel: string, margin: number): void {
  pdf.font('Helvetica-Bold').fontSize(14).text(toWinAnsi(letterhead.name), margin, margin);
  pdf.font('Helvetica').fontSize(9);
  for (const line of letterhead.address) pdf.text(toWinAnsi(line));
  pdf.text(toWinAnsi(`${vatLabel} ${letterhead.vatNumber}`));
  pdf.text(toWinAnsi(letterhead.phone), margin, margin + 4, { align: 'right' });
  pdf.text(toWinAnsi(letterhead.email), { align: 'right' });
}

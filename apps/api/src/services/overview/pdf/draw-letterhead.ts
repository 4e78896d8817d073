// The opCo's letterhead at the top of a PDF page: its legal name, address and VAT number on the
// left, its phone and email on the right. Shared by the PDFs that carry it (the statement of account).
import type { Letterhead } from './letterhead';
import { fonts } from './fonts';

/** Draws the letterhead from the page's top margin (the fonts registered: fonts.ts); `vatLabel` in the PDF's language. */
export function drawLetterhead(pdf: PDFKit.PDFDocument, letterhead: Letterhead, vatLabel: string, margin: number): void {
  pdf.font(fonts.bold).fontSize(14).text(letterhead.name, margin, margin);
  pdf.font(fonts.regular).fontSize(9);
  for (const line of letterhead.address) pdf.text(line);
  pdf.text(`${vatLabel} ${letterhead.vatNumber}`);
  pdf.text(letterhead.phone, margin, margin + 4, { align: 'right' });
  pdf.text(letterhead.email, { align: 'right' });
}

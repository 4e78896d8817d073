// The opCo's letterhead at the top of a PDF's first page, under a band of the brand colour: its
// legal name, address and VAT number on the left, its phone and email on the right. Shared by the
// document PDFs and the statement of account.
import { fonts } from './fonts';
import { brand, left, page, right } from './layout';
import type { Letterhead } from './letterhead';

/** Draws the letterhead (the fonts registered: fonts.ts); `vatLabel` in the PDF's language. */
export function drawLetterhead(pdf: PDFKit.PDFDocument, letterhead: Letterhead, vatLabel: string): void {
  pdf.rect(0, 0, page.width, 12).fill(brand).fillColor('black');
  pdf.font(fonts.bold).fontSize(14).fillColor(brand).text(letterhead.name, left, page.margin, { width: 330 });
  pdf.font(fonts.regular).fontSize(9).fillColor('black');
  for (const line of letterhead.address) pdf.text(line, { width: 330 });
  if (letterhead.vatNumber) pdf.text(`${vatLabel} ${letterhead.vatNumber}`);
  pdf.text(letterhead.phone, left, page.margin + 4, { width: right - left, align: 'right' });
  pdf.text(letterhead.email, { width: right - left, align: 'right' });
}

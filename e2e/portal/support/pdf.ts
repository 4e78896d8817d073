// The text of a downloaded PDF, page after page, as MuPDF (WebAssembly) extracts it: what a
// reader of the file sees, whatever fonts it embeds.
import * as mupdf from 'mupdf';

export function pdfText(pdf: Buffer): string {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return pages.join('\n');
}

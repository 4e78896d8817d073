// Reading a PDF as a person would, in tests: MuPDF (WebAssembly) extracts each page's text and
// renders it to pixels, where jsQR finds the QR codes. Works whatever fonts the PDF embeds.
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';

export interface ReadPdf {
  /** The text of every page, in reading order. */
  pages: string[];
  text: string;
}

export function readPdf(pdf: Buffer | Uint8Array): ReadPdf {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++) pages.push(doc.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return { pages, text: pages.join('\n') };
}

/** The QR codes' payloads on a page (rendered at 2x), read as UTF-8; one per page is all we print. */
export function qrCodesOn(pdf: Buffer | Uint8Array, pageIndex: number): string[] {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pixmap = doc.loadPage(pageIndex).toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false, true);
  const [width, height] = [pixmap.getWidth(), pixmap.getHeight()];
  const rgb = pixmap.getPixels();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let p = 0, q = 0; p < rgb.length; p += 3, q += 4) {
    rgba[q] = rgb[p]!;
    rgba[q + 1] = rgb[p + 1]!;
    rgba[q + 2] = rgb[p + 2]!;
    rgba[q + 3] = 255;
  }
  const found = jsQR(rgba, width, height, { inversionAttempts: 'dontInvert' });
  return found ? [Buffer.from(found.binaryData).toString('utf8')] : [];
}

// DejaVu Sans (free licence, from the `dejavu-fonts-ttf` package) instead of PDFKit's built-in
// Helvetica: Helvetica only has WinAnsi glyphs, which lose Polish and Hungarian letters (ł, ő, ű).
// PDFKit embeds only the glyphs a document uses, so a PDF grows by a few kB, not by the 750 kB file.
// The files are read once per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let cache: { regular: Buffer; bold: Buffer } | undefined;

export const fonts = { regular: 'Body', bold: 'Body-Bold' } as const;

/** Registers the fonts on a PDFKit document (under the names of `fonts`). */
export function registerFonts(pdf: PDFKit.PDFDocument): void {
  cache ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  pdf.registerFont(fonts.regular, cache.regular);
  pdf.registerFont(fonts.bold, cache.bold);
}

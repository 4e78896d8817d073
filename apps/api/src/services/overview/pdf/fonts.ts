// DejaVu Sans (free licence, from the `dejavu-fonts-ttf` package) instead of PDFKit's built-in
// Helvetica: Helvetica only has WinAnsi glyphs, which lose Polish and Hungarian letters (ł, ő, ű).
// PDFKit embeds only the glyphs a document uses, so a PDF grows by ~20 kB, not by the 750 kB file.
// The fonts are parsed once per process (fontkit, which PDFKit itself uses) and shared by every
// document: parsing them per PDF cost more than drawing it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
let cache: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

export const fonts = { regular: 'Body', bold: 'Body-Bold' } as const;

function load(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection`);
  return font;
}

/** Registers the fonts on a PDFKit document (under the names of `fonts`). */
export function registerFonts(pdf: PDFKit.PDFDocument): void {
  cache ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  // PDFKit takes a parsed fontkit font as well as bytes (PDFFontFactory.open); its types only list bytes.
  pdf.registerFont(fonts.regular, cache.regular as unknown as Buffer);
  pdf.registerFont(fonts.bold, cache.bold as unknown as Buffer);
}

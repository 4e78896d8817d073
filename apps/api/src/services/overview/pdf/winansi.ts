// PDFKit's built-in standard fonts (Helvetica) only know Windows-1252 (WinAnsi) glyphs. Text for
// them is mapped onto that set: letters it lacks lose their accent or take the nearest one
// (ő → ö, ł → l), odd spaces become spaces, anything else '?'. Embedding a full Unicode font
// would lift this at the cost of ~300 kB per PDF.
const cp1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const nearest: Record<string, string> = { ő: 'ö', Ő: 'Ö', ű: 'ü', Ű: 'Ü', ł: 'l', Ł: 'L', '\u202f': ' ', '\u2009': ' ', '\u2007': ' ', '\u2212': '-' };

export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || cp1252Extras.has(ch)) out += ch;
    else if (nearest[ch]) out += nearest[ch];
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length === 1 && base.codePointAt(0)! < 0x7f ? base : '?';
    }
  }
  return out;
}

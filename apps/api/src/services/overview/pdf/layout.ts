// What the parts of a document PDF share: the page box, the brand colour, the formatters of the
// user's language and "keep this block on one page".
import type { LanguageCode } from '@portal/shared-api-contract';

export const page = { width: 595.28, height: 841.89, margin: 50 } as const;
export const left = page.margin;
export const right = page.width - page.margin;
/** The lowest y a block may reach before the footer. */
export const bottom = page.height - page.margin - 14;
/** The group's brand colour, as in its mails. */
export const brand = '#0b4f8a';

export interface Formats {
  date: (iso: string) => string;
  /** A short date, for the period columns. */
  shortDate: (iso: string) => string;
  money: (cents: number) => string;
  percent: (rate: number) => string;
}

export function formatsOf(language: LanguageCode, currency: string): Formats {
  const day = (options: Intl.DateTimeFormatOptions) => {
    const f = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    return (iso: string) => f.format(new Date(`${iso}T00:00:00Z`));
  };
  // Always to the cent, also where a currency's custom drops decimals (forint): lines must visibly add up.
  const money = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  return {
    date: day({ dateStyle: 'medium' }),
    shortDate: day({ day: '2-digit', month: '2-digit', year: 'numeric' }),
    money: (cents) => money.format(cents / 100),
    percent: (rate) => percent.format(rate / 100),
  };
}

/** Starts a new page when `height` more points would run into the footer; true when it did. */
export function ensureRoom(pdf: PDFKit.PDFDocument, height: number): boolean {
  if (pdf.y + height <= bottom) return false;
  pdf.addPage();
  pdf.y = page.margin;
  return true;
}

// Below the lines: the VAT per rate and the totals (only with amounts), then how to pay: terms,
// the issuer's bank account, the payment reference and, on a euro invoice still to pay, the EPC
// QR code a banking app scans (drawn as vector squares, error correction M as EPC069-12 asks).
import QRCode from 'qrcode';
import { fonts } from './fonts';
import type { PdfLabels } from './labels';
import { ensureRoom, left, right, type Formats } from './layout';
import type { PdfDocumentData } from './render';

const amountsX = 300;
const qrSize = 100;

/** label … value rows, right-aligned values, in the right half of the page. */
function row(pdf: PDFKit.PDFDocument, cells: [string, string, string?], bold = false): void {
  const y = pdf.y;
  pdf.font(bold ? fonts.bold : fonts.regular);
  const [label, a, b] = cells;
  pdf.text(label, amountsX, y, { width: 90 });
  pdf.text(a, amountsX + 90, y, { width: 75, align: 'right' });
  if (b !== undefined) pdf.text(b, amountsX + 170, y, { width: right - amountsX - 170, align: 'right' });
  pdf.y = y + 13;
}

export function drawAmounts(pdf: PDFKit.PDFDocument, d: PdfDocumentData, l: PdfLabels, f: Formats): void {
  if (!d.totals) return;
  pdf.fontSize(9);
  ensureRoom(pdf, 13 * (d.vat.length + 5));
  if (d.vat.length) {
    row(pdf, [l.vatRate, l.net, l.vatAmount], true);
    for (const v of d.vat) row(pdf, [`${l.vatAmount} ${f.percent(v.rate)}`, f.money(v.netCents), f.money(v.vatCents)]);
    pdf.y += 6;
  }
  row(pdf, [l.totalNet, '', f.money(d.totals.netCents)]);
  row(pdf, [l.totalVat, '', f.money(d.totals.vatCents)]);
  pdf.moveTo(amountsX, pdf.y).lineTo(right, pdf.y).lineWidth(0.5).stroke();
  pdf.y += 4;
  row(pdf, [l.total, '', f.money(d.totals.grossCents)], true);
  pdf.y += 10;
}

export function drawPayment(pdf: PDFKit.PDFDocument, d: PdfDocumentData, l: PdfLabels): void {
  const issuer = d.issuer;
  const facts: [string, string | null][] = [
    [l.paymentTerms, d.paymentTermsDays === null ? null : l.termsDays(d.paymentTermsDays)],
    [l.bankAccount, issuer?.iban ? `${issuer.legalName ?? d.letterhead.name}\nIBAN ${issuer.iban}${issuer.bic ? `\nBIC ${issuer.bic}` : ''}` : null],
    [l.paymentReference, d.paymentReference],
  ];
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  if (!shown.length && !d.epcQr) return;
  pdf.fontSize(9);
  ensureRoom(pdf, Math.max(shown.length * 26, d.epcQr ? qrSize + 20 : 0));
  const top = pdf.y;
  for (const [label, value] of shown) {
    const y = pdf.y;
    pdf.font(fonts.bold).text(label, left, y, { width: 120 });
    pdf.font(fonts.regular).text(value, left + 125, y, { width: 200 });
    pdf.y += 4;
  }
  if (d.epcQr) drawQr(pdf, d.epcQr, l.scanToPay, top);
}

function drawQr(pdf: PDFKit.PDFDocument, payload: string, caption: string, top: number): void {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const cell = qrSize / modules.size;
  const x = right - qrSize;
  // One rectangle per horizontal run of dark modules: a third of the drawing operations of one per module.
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) {
      if (!modules.data[r * modules.size + c]) continue;
      const start = c;
      while (c + 1 < modules.size && modules.data[r * modules.size + c + 1]) c++;
      pdf.rect(x + start * cell, top + r * cell, (c - start + 1) * cell, cell);
    }
  }
  pdf.fillColor('black').fill();
  pdf.font(fonts.regular).fontSize(8).text(caption, x - 20, top + qrSize + 4, { width: qrSize + 20, align: 'center' });
  pdf.y = Math.max(pdf.y, top + qrSize + 16);
}

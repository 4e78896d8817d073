// The payload of the European Payments Council's "SEPA Credit Transfer" QR code (EPC069-12,
// version 002): what a banking app reads to pay exactly one invoice. Only euro, only a positive
// amount; the reference goes in the structured field when it is a creditor reference (ISO 11649
// RF, or Belgium's structured communication, which Belgian banks take there as its 12 digits),
// else as remittance text.
import { isValidBelgianStructuredReference } from '../../../lib/payment-reference';
import { isValidIban } from '../../../lib/iban';

export interface EpcTransfer {
  bic: string | null;
  name: string;
  iban: string;
  currency: string;
  /** What to pay, in cents. */
  amountCents: number;
  reference: string | null;
}

/** The standard's limit on the whole payload, in bytes of UTF-8. */
export const EPC_MAX_BYTES = 331;
const MAX_CENTS = 99_999_999_999;

const compact = (s: string) => s.replace(/\s+/g, '');
const isCreditorReference = (ref: string) => /^RF\d{2}[A-Z0-9]{1,21}$/.test(ref);

/** The reference as the structured field (12 digits / RF…) or null when it is free text. */
export function structuredReference(reference: string): string | null {
  if (isValidBelgianStructuredReference(reference)) return reference.replace(/\D/g, '');
  const rf = compact(reference).toUpperCase();
  return isCreditorReference(rf) ? rf : null;
}

/** `12345` → `EUR123.45`: a point and two decimals, no grouping, whatever the user's locale. */
export const epcAmount = (cents: number) => `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The payload (LF-separated, trailing empty fields left off); throws when no EPC QR may be made. */
export function epcPayload(t: EpcTransfer): string {
  if (t.currency !== 'EUR') throw new Error(`EPC QR codes are for euro only, not ${t.currency}`);
  if (!Number.isInteger(t.amountCents) || t.amountCents < 1 || t.amountCents > MAX_CENTS) throw new Error(`no payable amount: ${t.amountCents}`);
  const iban = compact(t.iban).toUpperCase();
  if (!isValidIban(iban)) throw new Error('not a valid IBAN');
  const name = t.name.trim().slice(0, 70);
  if (!name) throw new Error('the beneficiary has no name');
  const reference = t.reference?.trim() || null;
  const structured = reference ? structuredReference(reference) : null;
  const fields = [
    'BCD', '002', '1', 'SCT',
    compact(t.bic ?? '').toUpperCase(),
    name,
    iban,
    epcAmount(t.amountCents),
    '', // purpose
    structured ?? '',
    structured ? '' : (reference ?? '').slice(0, 140),
  ];
  while (fields[fields.length - 1] === '') fields.pop();
  const payload = fields.join('\n');
  if (Buffer.byteLength(payload, 'utf8') > EPC_MAX_BYTES) throw new Error('EPC payload longer than 331 bytes');
  return payload;
}

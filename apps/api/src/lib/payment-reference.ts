// The payment reference a bank transfer quotes, in the form the opCo's country's banks check:
// Belgium's structured communication (OGM/VCS), the Dutch betalingskenmerk, elsewhere the number.

/** Belgium: `+++123/4567/89012+++`, ten digits then their remainder mod 97 (97 for 0). */
export function belgianStructuredReference(base: number): string {
  const digits = String(base % 10_000_000_000).padStart(10, '0');
  const check = Number(BigInt(digits) % 97n) || 97;
  const all = digits + String(check).padStart(2, '0');
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

export function isValidBelgianStructuredReference(reference: string): boolean {
  const match = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(reference);
  if (!match) return false;
  const all = match.slice(1).join('');
  return (Number(BigInt(all.slice(0, 10)) % 97n) || 97) === Number(all.slice(10));
}

// Currence's weights, right to left: the powers of 2 mod 11.
const DUTCH_WEIGHTS = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1, 2, 4, 8, 5, 10];

function dutchCheckDigit(fifteen: string): number {
  const sum = [...fifteen].reverse().reduce((acc, d, i) => acc + Number(d) * DUTCH_WEIGHTS[i]!, 0);
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? 1 : check;
}

/** The Netherlands: the 16-digit betalingskenmerk, its check digit first. */
export function dutchPaymentReference(base: number): string {
  const fifteen = String(base % 1e15).padStart(15, '0');
  return `${dutchCheckDigit(fifteen)}${fifteen}`;
}

export function isValidDutchPaymentReference(reference: string): boolean {
  return /^\d{16}$/.test(reference) && dutchCheckDigit(reference.slice(1)) === Number(reference[0]);
}

/** The reference of a document of an opCo: its id in the country's form, else its number. */
export function paymentReference(opCo: string, documentId: number, documentNumber: string): string {
  if (opCo === 'be') return belgianStructuredReference(documentId);
  if (opCo === 'nl') return dutchPaymentReference(documentId);
  return documentNumber;
}

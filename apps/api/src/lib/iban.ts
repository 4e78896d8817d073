// IBAN check digits (ISO 13616: the rearranged IBAN, letters as 10..35, is 1 mod 97).

const numeric = (s: string) => [...s].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  return BigInt(numeric(compact.slice(4) + compact.slice(0, 4))) % 97n === 1n;
}

/** The IBAN of a country and its national account number (BBAN), with its check digits. */
export function ibanOf(country: string, bban: string): string {
  const check = 98n - (BigInt(numeric(`${bban}${country}00`)) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

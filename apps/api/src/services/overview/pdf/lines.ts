// Amounts as exact cents for the PDF, and how many contract lines a delivery note lists.

/** A delivery note lists at most this many of its order's contract lines. */
export const maxLines = 12;

/** "-1234.5" or "1234.50" → -123450 / 123450, without floating point. */
export function toCents(amount: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a decimal amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

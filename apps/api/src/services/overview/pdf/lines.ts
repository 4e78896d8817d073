// The documents table keeps no lines, so a PDF derives them, deterministically: the contract lines
// of the document's order (up to maxLines), sharing the document amount in proportion to rate x
// quantity, rounded to cents by largest remainder so the lines always add up to the amount.
// Without an order (or lines), one "rental services" line carries the whole amount.

export interface SourceLine {
  description: string;
  quantity: number;
  /** Relative weight of the line in the amount (e.g. rate x quantity in cents). */
  weight: number;
}

export interface PdfLine {
  description: string;
  quantity: number;
  /** Null on delivery notes and when prices are hidden. */
  amountCents: number | null;
}

export const maxLines = 12;

/** "-1234.5" or "1234.50" → -123450 / 123450, without floating point. */
export function toCents(amount: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a decimal amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** `total` split over `weights` in whole cents; the parts always sum to `total`. */
export function allocate(total: number, weights: number[]): number[] {
  if (!weights.length) return [];
  const positive = weights.map((w) => Math.max(0, w));
  const sum = positive.reduce((a, b) => a + b, 0);
  const shares = sum > 0 ? positive.map((w) => w / sum) : positive.map(() => 1 / weights.length);
  const size = Math.abs(total);
  const exact = shares.map((s) => s * size);
  const parts = exact.map(Math.floor);
  let left = size - parts.reduce((a, b) => a + b, 0);
  // Largest fractional part first; ties go to the earlier line, so the result is deterministic.
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) {
    const i = order[k]![1];
    parts[i] = (parts[i] ?? 0) + 1;
  }
  return total < 0 ? parts.map((p) => (p === 0 ? 0 : -p)) : parts;
}

export function documentLines(opts: { amount: string; withAmounts: boolean; sources: SourceLine[]; fallback: string }): PdfLine[] {
  const sources = opts.sources.slice(0, maxLines);
  if (!sources.length) return [{ description: opts.fallback, quantity: 1, amountCents: opts.withAmounts ? toCents(opts.amount) : null }];
  const amounts = opts.withAmounts ? allocate(toCents(opts.amount), sources.map((s) => s.weight)) : [];
  return sources.map((s, i) => ({ description: s.description, quantity: s.quantity, amountCents: opts.withAmounts ? (amounts[i] ?? 0) : null }));
}

// What one contract line has cost so far and what its next invoice will be, as pure functions (no
// database, no clock of their own): the contract detail, the overview list and its exports, and the
// requests' line picker all compute with this, at budget.ts's pro-rata rule (issue 35, ADR 0021).
//
// Cost to date: rate × quantity × the calendar days from the on-rent date until today, or until the
// actual off-hire date when the line is off-hired, pro rata per rate period (as budget.ts counts).
//
// Billing rhythm: a line is invoiced every `cycleDays` (op_cos.billing_cycle_days, default 28: every
// four weeks) counted from its on-rent date, so its billing dates are on-rent + k × cycleDays. The
// last billed date is the latest of those that is not after today; the next invoice is dated on the
// following one. Its amount is what the line costs from the last billed date until that date, or
// until its expected end when that comes first (a line kept past its expected end keeps costing
// until the billing date). An off-hired line gets a last invoice on the billing date after its
// off-hire, for the days from the billing date before it until the off-hire; once that date has
// passed nothing is left to invoice.
//
// Amounts are integer cents, each rounded half up once; a contract's totals are sums of its lines'.
import { daysBetween, roundScaled, scaledCents, type OpenLine } from './budget';

/** A contract line as the figures need it. */
export interface CostedLine extends Pick<OpenLine, 'rate' | 'ratePeriod' | 'quantity' | 'onRentDate' | 'expectedOffRentDate'> {
  /** The day the rental company collected it (YYYY-MM-DD), null while on rent. */
  actualOffHireDate: string | null;
}

export interface LineCost {
  costToDate: bigint;
  /** Null when nothing is left to invoice (off-hired and billed). */
  nextInvoice: { date: string; amount: bigint } | null;
}

/** The default billing rhythm, in days (every four weeks from the on-rent date). */
export const DEFAULT_BILLING_CYCLE_DAYS = 28;

const DAY_MS = 86_400_000;
/** A date (YYYY-MM-DD) moved by whole days. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const costOf = (line: CostedLine, from: string, to: string) => roundScaled(scaledCents(line, Math.max(0, daysBetween(from, to))));

/** Cost to date and next invoice of one line, on `today` in the opCo's time zone. */
export function lineCost(line: CostedLine, today: string, cycleDays: number): LineCost {
  const { onRentDate, actualOffHireDate: offHire, expectedOffRentDate: expectedEnd } = line;
  const costToDate = costOf(line, onRentDate, offHire !== null && offHire < today ? offHire : today);
  if (offHire !== null) {
    // The billing date on or after the off-hire closes the line's last period.
    const cycles = Math.max(1, Math.ceil(daysBetween(onRentDate, offHire) / cycleDays));
    const date = addDays(onRentDate, cycles * cycleDays);
    if (date <= today || offHire <= onRentDate) return { costToDate, nextInvoice: null };
    return { costToDate, nextInvoice: { date, amount: costOf(line, addDays(date, -cycleDays), offHire) } };
  }
  const billed = Math.floor(Math.max(0, daysBetween(onRentDate, today)) / cycleDays);
  const lastBilled = addDays(onRentDate, billed * cycleDays);
  const date = addDays(lastBilled, cycleDays);
  const until = expectedEnd > today && expectedEnd < date ? expectedEnd : date;
  return { costToDate, nextInvoice: { date, amount: costOf(line, lastBilled, until) } };
}

/** A contract's totals: the sums of its lines' figures, dated on the earliest next invoice. */
export function contractCost(costs: readonly LineCost[]): LineCost {
  let costToDate = 0n;
  let amount = 0n;
  let date: string | null = null;
  for (const cost of costs) {
    costToDate += cost.costToDate;
    if (!cost.nextInvoice) continue;
    amount += cost.nextInvoice.amount;
    if (date === null || cost.nextInvoice.date < date) date = cost.nextInvoice.date;
  }
  return { costToDate, nextInvoice: date === null ? null : { date, amount } };
}

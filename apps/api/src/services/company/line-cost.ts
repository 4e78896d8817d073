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
import { roundScaled, scaledCents, type OpenLine } from './budget';

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
export const addDays = (date: string, days: number): string => dateOfDay(dayOf(date) + days);

// The figures run for every line of every page and export row, so the dates are counted as whole
// day numbers (days since 1970-01-01), parsed once per line, and the rate once per line too.
const dayOf = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Cost to date and next invoice of one line, on `today` in the opCo's time zone. */
export function lineCost(line: CostedLine, today: string, cycleDays: number): LineCost {
  const perDay = scaledCents(line, 1);
  const costOf = (from: number, to: number) => roundScaled(perDay * BigInt(Math.max(0, to - from)));
  const now = dayOf(today);
  const onRent = dayOf(line.onRentDate);
  const offHire = line.actualOffHireDate === null ? null : dayOf(line.actualOffHireDate);
  const costToDate = costOf(onRent, offHire !== null && offHire < now ? offHire : now);
  if (offHire !== null) {
    // The billing date on or after the off-hire closes the line's last period.
    const date = onRent + Math.max(1, Math.ceil((offHire - onRent) / cycleDays)) * cycleDays;
    if (date <= now || offHire <= onRent) return { costToDate, nextInvoice: null };
    return { costToDate, nextInvoice: { date: dateOfDay(date), amount: costOf(date - cycleDays, offHire) } };
  }
  const lastBilled = onRent + Math.floor(Math.max(0, now - onRent) / cycleDays) * cycleDays;
  const date = lastBilled + cycleDays;
  const expectedEnd = dayOf(line.expectedOffRentDate);
  const until = expectedEnd > now && expectedEnd < date ? expectedEnd : date;
  return { costToDate, nextInvoice: { date: dateOfDay(date), amount: costOf(lastBilled, until) } };
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

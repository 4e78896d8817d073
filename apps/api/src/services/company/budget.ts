// A project's budget against its spend, as pure functions (no database, no clock of their own):
// the API (project-budget.ts) and the demo seed (db/seed/budgets.ts) compute with the same code.
//
// Spent: the project's invoices less its credit notes. Documents store a credit note's amount as
// a negative number (the seed and the documents list; csv.ts says so too); the credit is taken as
// its absolute value, so a credit note stored either way lowers the spend.
//
// Committed: what is on rent and not invoiced yet, until it is expected back, at the contract
// rates: for each open contract line, rate × the units still on rent (less those stopped by an
// off-hire request) × the days from max(on-rent date, the project's latest invoice date) until
// max(expected off-rent date, today) (a line kept past its expected end keeps costing), pro rata
// per rate period (a day is 1 day, a week 7, four weeks 28). Calendar days between the two dates,
// as pricing.ts counts them. Invoices are per project, so the latest one stands for "invoiced up
// to here"; a line invoiced on another rhythm is an estimate either way (ADR 0008).
//
// Remaining: budget − spent − committed (negative when over), null without a budget.
//
// Money is integer cents in bigint, so sums never drift whatever their size; a committed amount
// is rounded to the cent once, on the project's total (half up), not per line.
import type { ProjectBudget } from '@portal/shared-api-contract';

export type RatePeriod = 'day' | 'week' | 'four_weeks';

/** Days one rate covers. Each divides 28, so the exact committed total is a whole number of 1/28 cents. */
export const periodDays: Record<RatePeriod, number> = { day: 1, week: 7, four_weeks: 28 };
const SCALE = 28n;

/** rate × quantity × days, pro rata per rate period, in 1/28 cents: exact, to be rounded once (roundScaled). */
export const scaledCents = (line: Pick<OpenLine, 'rate' | 'ratePeriod' | 'quantity'>, days: number): bigint =>
  centsOf(line.rate) * BigInt(line.quantity) * BigInt(days) * (SCALE / BigInt(periodDays[line.ratePeriod]));

/** A non-negative scaled amount as whole cents, half up. */
export const roundScaled = (scaled: bigint): bigint => (scaled + SCALE / 2n) / SCALE;

/** A contract line that is still on rent (no actual off-hire date, contract not closed). */
export interface OpenLine {
  /** Decimal string as numeric columns arrive ("95.00"). */
  rate: string;
  ratePeriod: RatePeriod;
  quantity: number;
  onRentDate: string;
  expectedOffRentDate: string;
}

/** What the documents of a project add up to: invoices and credit notes as stored. */
export interface DocumentSums {
  invoiced: string;
  credited: string;
  /** The date of the project's latest invoice (YYYY-MM-DD), or null before the first. */
  lastInvoiceDate: string | null;
}

const DAY_MS = 86_400_000;

/** A decimal string ("-1234.5", "12", "0.07") as exact integer cents; more than two decimals is refused. */
export function centsOf(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount in cents: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Integer cents as the contract's decimal string with two decimals ("-1234.50"). */
export function moneyText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Calendar days from one date (YYYY-MM-DD) to another; negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Days of a line not invoiced yet: from max(on-rent date, the latest invoice date) until
 * max(expected end, today), at least 0.
 */
export function daysNotInvoiced(line: Pick<OpenLine, 'onRentDate' | 'expectedOffRentDate'>, today: string, lastInvoiceDate: string | null): number {
  const from = lastInvoiceDate ? later(line.onRentDate, lastInvoiceDate) : line.onRentDate;
  return Math.max(0, daysBetween(from, later(line.expectedOffRentDate, today)));
}

/** The committed amount of open lines, in cents (exact, rounded half up once). */
export function committedCents(lines: readonly OpenLine[], today: string, lastInvoiceDate: string | null): bigint {
  let scaled = 0n;
  for (const line of lines) {
    const days = daysNotInvoiced(line, today, lastInvoiceDate);
    if (days === 0) continue;
    scaled += scaledCents(line, days);
  }
  return roundScaled(scaled);
}

/** Invoices less credit notes, a credit note counting by its absolute amount. */
export function spentCents(sums: DocumentSums): bigint {
  const credited = centsOf(sums.credited);
  return centsOf(sums.invoiced) - (credited < 0n ? -credited : credited);
}

export interface BudgetFacts {
  currency: string;
  /** The project's budget as stored (numeric as text), or null. */
  budget: string | null;
  documents: DocumentSums;
  lines: readonly OpenLine[];
  today: string;
}

/** The contract's budget usage of one project. */
export function projectBudget({ currency, budget, documents, lines, today }: BudgetFacts): ProjectBudget {
  const spent = spentCents(documents);
  const committed = committedCents(lines, today, documents.lastInvoiceDate);
  return {
    currency,
    budget: budget === null ? null : moneyText(centsOf(budget)),
    spent: moneyText(spent),
    committed: moneyText(committed),
    remaining: budget === null ? null : moneyText(centsOf(budget) - spent - committed),
  };
}

/** Spent plus committed as a share of the budget (1 = all of it), or null without a positive budget. */
export function usedShare(usage: Pick<ProjectBudget, 'budget' | 'spent' | 'committed'>): number | null {
  if (usage.budget === null) return null;
  const budget = centsOf(usage.budget);
  if (budget <= 0n) return null;
  return Number(centsOf(usage.spent) + centsOf(usage.committed)) / Number(budget);
}

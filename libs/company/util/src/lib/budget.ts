// A project's budget against its spend, for the projects page's bar: how much of the budget is
// spent or committed, whether that is fine, close (amber) or past it (red), and the bar's segments.
// Amounts come as decimal strings; they are compared in whole cents (BigInt), so 80 % and 100 % are
// exact edges and no float rounding moves a project across them.
import type { ProjectBudget } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';

/** 'none': no budget set; 'ok': below the warning share; 'warning': from it up to 100 %; 'over': past 100 %. */
export type BudgetLevel = 'none' | 'ok' | 'warning' | 'over';

/** What the bar shows of one project's budget. */
export interface BudgetUsage {
  level: BudgetLevel;
  /** (spent + committed) / budget: 0 when nothing is used, Infinity for any use of a budget of 0, null without a budget. */
  usedShare: number | null;
  /** The used share in whole percent, rounded down (79.99 % reads 79 %, never the amber 80 %); null without a budget. */
  usedPercent: number | null;
  /** How far spent and committed go past the budget, as a decimal string ("1200.00"); null unless over. */
  overBy: string | null;
  /** The bar's segments in percent of its width (together at most 100; over budget they fill it in their proportions). */
  segments: { spent: number; committed: number };
}

const decimal = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A decimal string ("1234.5", "-12.30") in whole cents; a third decimal rounds half away from zero. */
export function toCents(amount: string): bigint {
  const match = decimal.exec(amount.trim());
  if (!match) throw new Error(`Not a decimal amount: "${amount}"`);
  const [, minus, whole = '0', fraction = ''] = match;
  const digits = `${fraction}000`;
  const roundUp = Number(digits[2]) >= 5 ? 1n : 0n;
  const cents = BigInt(whole) * 100n + BigInt(digits.slice(0, 2)) + roundUp;
  return minus ? -cents : cents;
}

/** Whole cents as a decimal string with two decimals, as the API writes amounts. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

// The warning share in basis points (0.8 → 8000): an integer, so the comparison stays exact.
const warningBasisPoints = BigInt(Math.round(companyLimits.budgetWarningShare * 10_000));

/** The level, share and bar segments of a project's budget (see BudgetUsage). */
export function budgetUsage({ budget, spent, committed }: Pick<ProjectBudget, 'budget' | 'spent' | 'committed'>): BudgetUsage {
  const spentCents = toCents(spent);
  const committedCents = toCents(committed);
  // A credit note can make spent negative: the level counts it (as the API's remaining does), the
  // bar draws only what is there to draw.
  const used = nonNegative(spentCents + committedCents);
  const shown = { spent: nonNegative(spentCents), committed: nonNegative(committedCents) };
  if (budget === null) return { level: 'none', usedShare: null, usedPercent: null, overBy: null, segments: { spent: 0, committed: 0 } };

  const budgetCents = nonNegative(toCents(budget));
  // The bar's full width is the budget, or what is drawn when that is more: over budget the bar is
  // full, each part in its proportion.
  const width = shown.spent + shown.committed > budgetCents ? shown.spent + shown.committed : budgetCents;
  const segments = { spent: percentOf(shown.spent, width), committed: percentOf(shown.committed, width) };
  if (used > budgetCents) {
    const share = budgetCents === 0n ? Infinity : ratio(used, budgetCents);
    const percent = budgetCents === 0n ? Infinity : Number((used * 100n) / budgetCents);
    return { level: 'over', usedShare: share, usedPercent: percent, overBy: fromCents(used - budgetCents), segments };
  }
  // From here used ≤ budget; a budget of 0 then has nothing used: 0 %, not a warning.
  if (budgetCents === 0n) return { level: 'ok', usedShare: 0, usedPercent: 0, overBy: null, segments };
  const level = used * 10_000n >= budgetCents * warningBasisPoints ? 'warning' : 'ok';
  return { level, usedShare: ratio(used, budgetCents), usedPercent: Number((used * 100n) / budgetCents), overBy: null, segments };
}

const nonNegative = (cents: bigint) => (cents < 0n ? 0n : cents);
const ratio = (part: bigint, whole: bigint) => Number(part) / Number(whole);
/** `part` as a percentage of `whole`, for a CSS width (two decimals are plenty). */
const percentOf = (part: bigint, whole: bigint) => (whole === 0n ? 0 : Number((part * 10_000n) / whole) / 100);

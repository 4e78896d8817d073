// The estimate of an order: the same rules the rental company bills by, so the portal never
// multiplies prices itself (ADR 0007). Pure: no database, no clock of its own.
import type { Tenant } from '../../auth/tenant';
import { timeZoneOf } from '../../lib/opco-time-zone';

export interface Rates {
  day: string;
  week: string;
  fourWeeks: string;
}

export interface PricedLine {
  days: number;
  /** Integer cents, so sums never drift. */
  cents: number;
}

const DAY_MS = 86_400_000;

/** Decimal string (as numeric columns arrive) to integer cents, without floating-point rounding. */
export function toCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{0,2})\d*)?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Integer cents to a decimal string with two decimals ("1234.50"). */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Calendar days from start to expected end (YYYY-MM-DD), at least 1: a same-day return is a day. */
export function rentalDays(startDate: string, expectedEndDate: string): number {
  const days = Math.round((Date.parse(`${expectedEndDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS);
  return Math.max(1, days);
}

/**
 * The charge of one unit for `days`: whole four-week blocks, then the rest at the cheapest of
 * one more four-week block, or weeks plus days (the days capped at a week's rate).
 */
export function unitCents(days: number, rates: Rates): number {
  const [day, week, fourWeeks] = [toCents(rates.day), toCents(rates.week), toCents(rates.fourWeeks)];
  const blocks = Math.floor(days / 28);
  const rest = days % 28;
  const restCharge = rest === 0 ? 0 : Math.min(fourWeeks, Math.floor(rest / 7) * week + Math.min(week, (rest % 7) * day));
  return blocks * fourWeeks + restCharge;
}

export function priceLine(line: { startDate: string; expectedEndDate: string; quantity: number }, rates: Rates): PricedLine {
  const days = rentalDays(line.startDate, line.expectedEndDate);
  return { days, cents: unitCents(days, rates) * line.quantity };
}

export const sumCents = (lines: readonly PricedLine[]) => lines.reduce((sum, l) => sum + l.cents, 0);

/** Whether a total (cents) needs approval under a threshold in whole currency units (null: off). */
export const needsApproval = (totalCents: number, threshold: number | null) => threshold !== null && totalCents > threshold * 100;


/** The calendar date (YYYY-MM-DD) at `now` where the opCo is: the earliest start date of a line. */
// A formatter is costly to build (about as much as a short query): one per opCo, kept.
const dayFormats = new Map<Tenant['opCo'], Intl.DateTimeFormat>();
const dayFormatOf = (opCo: Tenant['opCo']) => {
  let format = dayFormats.get(opCo);
  if (!format) dayFormats.set(opCo, (format = new Intl.DateTimeFormat('en-US', { timeZone: timeZoneOf(opCo), year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format;
};

export function todayIn(opCo: Tenant['opCo'], now: Date = new Date()): string {
  const parts = dayFormatOf(opCo).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// The budget sums: spent, committed (not invoiced yet, pro rata per rate period) and remaining, exact to the cent.
import { describe, expect, it } from 'vitest';
import { centsOf, committedCents, daysNotInvoiced, moneyText, projectBudget, spentCents, usedShare, type OpenLine } from './budget';

const TODAY = '2025-06-02';
const line = (overrides: Partial<OpenLine> = {}): OpenLine => ({
  rate: '100.00', ratePeriod: 'day', quantity: 1, onRentDate: '2025-05-01', expectedOffRentDate: '2025-06-12', ...overrides,
});

describe('money as exact cents', () => {
  it('reads decimal strings as numeric columns give them, and writes two decimals', () => {
    expect(centsOf('1234.5')).toBe(123450n);
    expect(centsOf('-0.07')).toBe(-7n);
    expect(centsOf('12')).toBe(1200n);
    expect(centsOf('99999999999999.99')).toBe(9999999999999999n);
    expect(centsOf('3.100')).toBe(310n);
    expect(() => centsOf('1.234')).toThrow();
    expect(() => centsOf('abc')).toThrow();
    expect(moneyText(123450n)).toBe('1234.50');
    expect(moneyText(-7n)).toBe('-0.07');
    expect(moneyText(0n)).toBe('0.00');
    expect(moneyText(9999999999999999n)).toBe('99999999999999.99');
  });
});

describe('spent', () => {
  it('is invoices less credit notes, a credit note stored negative (as documents do) or positive', () => {
    expect(spentCents({ invoiced: '1000.00', credited: '-250.25', lastInvoiceDate: null })).toBe(74975n);
    expect(spentCents({ invoiced: '1000.00', credited: '250.25', lastInvoiceDate: null })).toBe(74975n);
    expect(spentCents({ invoiced: '0', credited: '-10.00', lastInvoiceDate: null })).toBe(-1000n);
  });
});

describe('days not invoiced yet', () => {
  it('counts from the latest invoice, or the on-rent date when that is later, until the expected end', () => {
    expect(daysNotInvoiced(line(), TODAY, TODAY)).toBe(10);
    expect(daysNotInvoiced(line({ onRentDate: '2025-06-05' }), TODAY, TODAY)).toBe(7);
    expect(daysNotInvoiced(line({ expectedOffRentDate: TODAY }), TODAY, TODAY)).toBe(0);
    expect(daysNotInvoiced(line(), TODAY, '2025-05-20')).toBe(23);
  });

  it('counts from the on-rent date before the first invoice', () => {
    expect(daysNotInvoiced(line(), TODAY, null)).toBe(42);
  });

  it('keeps counting until today for a line kept past its expected end', () => {
    expect(daysNotInvoiced(line({ expectedOffRentDate: '2025-05-25' }), TODAY, '2025-05-20')).toBe(13);
    expect(daysNotInvoiced(line({ expectedOffRentDate: '2025-05-20' }), TODAY, TODAY)).toBe(0);
  });

  it('counts calendar days across a change of daylight saving time and month ends', () => {
    expect(daysNotInvoiced(line({ onRentDate: '2025-03-29', expectedOffRentDate: '2025-04-01' }), '2025-03-01', null)).toBe(3);
    expect(daysNotInvoiced(line({ onRentDate: '2024-02-28', expectedOffRentDate: '2024-03-01' }), '2024-01-01', null)).toBe(2);
  });
});

describe('committed', () => {
  it('is rate × quantity × days, pro rata per rate period', () => {
    expect(committedCents([line({ quantity: 3 })], TODAY, TODAY)).toBe(300000n);
    // 10 days of a weekly 70.00 is 100.00; of a four-weekly 280.00 also 100.00.
    expect(committedCents([line({ rate: '70.00', ratePeriod: 'week' })], TODAY, TODAY)).toBe(10000n);
    expect(committedCents([line({ rate: '280.00', ratePeriod: 'four_weeks' })], TODAY, TODAY)).toBe(10000n);
  });

  it('adds the lines exactly and rounds the total once, half up', () => {
    // 1 day of 0.01 per week is 1/7 cent: three such lines are 3/7 cent, rounding to 0; four are 4/7, rounding to 1.
    const tiny = line({ rate: '0.01', ratePeriod: 'week', expectedOffRentDate: '2025-06-03' });
    expect(committedCents([tiny, tiny, tiny], TODAY, TODAY)).toBe(0n);
    expect(committedCents([tiny, tiny, tiny, tiny], TODAY, TODAY)).toBe(1n);
    // 2 days of 0.07 per four weeks is half a cent: up.
    expect(committedCents([line({ rate: '0.07', ratePeriod: 'four_weeks', expectedOffRentDate: '2025-06-04' })], TODAY, TODAY)).toBe(1n);
  });

  it('leaves out lines invoiced up to their expected end, and is 0 for no lines', () => {
    expect(committedCents([line({ expectedOffRentDate: '2025-05-31' }), line({ onRentDate: '2025-07-01', expectedOffRentDate: '2025-07-03' })], TODAY, TODAY)).toBe(20000n);
    expect(committedCents([], TODAY, TODAY)).toBe(0n);
  });

  it('stays exact for amounts beyond the safe integers of floating point', () => {
    const huge = line({ rate: '9999999999.99', quantity: 1_000_000, expectedOffRentDate: '2026-06-02' });
    expect(committedCents([huge], TODAY, TODAY)).toBe(999999999999n * 1_000_000n * 365n);
  });
});

describe('a project\'s budget usage', () => {
  const facts = { currency: 'EUR', documents: { invoiced: '5000.00', credited: '-500.00', lastInvoiceDate: TODAY }, lines: [line()], today: TODAY };

  it('gives budget, spent, committed and remaining as decimal strings', () => {
    expect(projectBudget({ ...facts, budget: '10000.00' })).toEqual({ currency: 'EUR', budget: '10000.00', spent: '4500.00', committed: '1000.00', remaining: '4500.00' });
  });

  it('goes negative when over budget, and has no remaining without a budget', () => {
    expect(projectBudget({ ...facts, budget: '5000' }).remaining).toBe('-500.00');
    expect(projectBudget({ ...facts, budget: null })).toMatchObject({ budget: null, spent: '4500.00', committed: '1000.00', remaining: null });
  });

  it('tells the share of the budget used', () => {
    expect(usedShare(projectBudget({ ...facts, budget: '11000.00' }))).toBe(0.5);
    expect(usedShare({ budget: null, spent: '1.00', committed: '0.00' })).toBeNull();
    expect(usedShare({ budget: '0.00', spent: '1.00', committed: '0.00' })).toBeNull();
  });
});

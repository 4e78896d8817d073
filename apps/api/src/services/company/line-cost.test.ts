// Cost to date and next invoice of a line: the boundaries of the rhythm, rate periods, off-hires.
import { describe, expect, it } from 'vitest';
import { addDays, contractCost, lineCost, type CostedLine } from './line-cost';

const TODAY = '2025-06-02';
const line = (overrides: Partial<CostedLine> = {}): CostedLine => ({
  rate: '100.00', ratePeriod: 'day', quantity: 1, onRentDate: '2025-05-01', expectedOffRentDate: '2025-08-31', actualOffHireDate: null, ...overrides,
});

describe('cost to date', () => {
  it('is nothing on the on-rent day and a whole first cycle ahead', () => {
    expect(lineCost(line({ onRentDate: TODAY }), TODAY, 28)).toEqual({ costToDate: 0n, nextInvoice: { date: '2025-06-30', amount: 280000n } });
  });

  it('counts calendar days since the on-rent date, pro rata per rate period, times the quantity', () => {
    expect(lineCost(line(), TODAY, 28).costToDate).toBe(320000n);
    expect(lineCost(line({ ratePeriod: 'week', rate: '70.00', quantity: 3 }), TODAY, 28).costToDate).toBe(96000n);
    // 32 days at 100.00 per four weeks: 114.2857… rounded half up to the cent.
    expect(lineCost(line({ ratePeriod: 'four_weeks' }), TODAY, 28).costToDate).toBe(11429n);
  });

  it('stops at the off-hire date, and a future on-rent date costs nothing yet', () => {
    expect(lineCost(line({ actualOffHireDate: '2025-05-11' }), TODAY, 28).costToDate).toBe(100000n);
    expect(lineCost(line({ onRentDate: '2025-06-10' }), TODAY, 28)).toEqual({ costToDate: 0n, nextInvoice: { date: '2025-07-08', amount: 280000n } });
  });
});

describe('next invoice', () => {
  it('is dated every cycle from the on-rent date; on a billing date the next cycle starts', () => {
    // On rent 2025-05-01: billed 2025-05-29, next 2025-06-26, from 05-29 (4 days ago) for 28 days.
    expect(lineCost(line(), TODAY, 28).nextInvoice).toEqual({ date: '2025-06-26', amount: 280000n });
    expect(lineCost(line({ onRentDate: '2025-05-05' }), TODAY, 28).nextInvoice).toEqual({ date: '2025-06-30', amount: 280000n });
    expect(lineCost(line({ onRentDate: '2025-05-06' }), TODAY, 28).nextInvoice?.date).toBe('2025-06-03');
  });

  it('ends at the expected end when that comes before the billing date', () => {
    expect(lineCost(line({ expectedOffRentDate: '2025-06-10' }), TODAY, 28).nextInvoice).toEqual({ date: '2025-06-26', amount: 120000n });
    expect(lineCost(line({ expectedOffRentDate: '2025-06-10', ratePeriod: 'week', rate: '700.00' }), TODAY, 28).nextInvoice?.amount).toBe(120000n);
  });

  it('keeps costing until the billing date for a line kept past its expected end', () => {
    expect(lineCost(line({ expectedOffRentDate: '2025-05-31' }), TODAY, 28).nextInvoice).toEqual({ date: '2025-06-26', amount: 280000n });
  });

  it('follows the opCo rhythm', () => {
    expect(lineCost(line(), TODAY, 7).nextInvoice).toEqual({ date: '2025-06-05', amount: 70000n });
  });

  it('bills an off-hired line once more for its last period, then nothing', () => {
    expect(lineCost(line({ actualOffHireDate: '2025-06-01' }), TODAY, 28)).toEqual({ costToDate: 310000n, nextInvoice: { date: '2025-06-26', amount: 30000n } });
    // Off-hired on a billing date: that invoice closed it.
    expect(lineCost(line({ actualOffHireDate: '2025-05-29' }), TODAY, 28).nextInvoice).toBeNull();
    expect(lineCost(line({ actualOffHireDate: '2025-05-01' }), TODAY, 28)).toEqual({ costToDate: 0n, nextInvoice: null });
  });
});

describe('a contract', () => {
  it('adds its lines up and takes the earliest date', () => {
    const total = contractCost([lineCost(line(), TODAY, 28), lineCost(line({ onRentDate: '2025-05-10' }), TODAY, 28), lineCost(line({ actualOffHireDate: '2025-05-02' }), TODAY, 28)]);
    expect(total).toEqual({ costToDate: 320000n + 230000n + 10000n, nextInvoice: { date: '2025-06-07', amount: 560000n } });
    expect(contractCost([])).toEqual({ costToDate: 0n, nextInvoice: null });
  });

  it('moves dates across month ends', () => {
    expect(addDays('2025-01-31', 28)).toBe('2025-02-28');
  });
});

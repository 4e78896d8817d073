// The estimate rules: every combination of 4-week, week and day rates, in integer cents.
import { describe, expect, it } from 'vitest';
import { fromCents, needsApproval, priceLine, rentalDays, sumCents, todayIn, toCents, unitCents } from './pricing';

// Day 10, week 40 (4 days' worth), 4 weeks 120 (3 weeks' worth): every cap below is reachable.
const rates = { day: '10.00', week: '40.00', fourWeeks: '120.00' };

describe('rentalDays', () => {
  it('counts calendar days from start to expected end, at least one', () => {
    expect(rentalDays('2025-06-02', '2025-06-03')).toBe(1);
    expect(rentalDays('2025-06-02', '2025-06-09')).toBe(7);
    expect(rentalDays('2025-06-02', '2025-06-02')).toBe(1);
    // Across the change to summer time and a leap day: still whole calendar days.
    expect(rentalDays('2024-02-28', '2024-03-31')).toBe(32);
  });
});

describe('unitCents', () => {
  it.each([
    [1, 1000], // one day
    [3, 3000], // three days
    [4, 4000], // four days cost a week anyway
    [5, 4000], // capped at the week rate
    [7, 4000], // one week
    [8, 5000], // a week and a day
    [14, 8000], // two weeks
    [20, 12000], // two weeks and six days: 80 + 40 (capped) = 120
    [21, 12000], // three weeks = 120, equal to four weeks
    [22, 12000], // capped at one four-week block
    [28, 12000], // one four-week block
    [29, 13000], // a block and a day
    [35, 16000], // a block and a week
    [56, 24000], // two blocks
    [57, 25000],
  ])('%i days cost %i cents', (days, cents) => {
    expect(unitCents(days, rates)).toBe(cents);
  });

  it('uses cents exactly (no floating-point drift)', () => {
    expect(unitCents(3, { day: '0.10', week: '0.70', fourWeeks: '2.80' })).toBe(30);
    expect(unitCents(1, { day: '33.33', week: '100.00', fourWeeks: '300.00' })).toBe(3333);
  });
});

describe('priceLine and totals', () => {
  it('multiplies by the quantity and sums lines', () => {
    const a = priceLine({ startDate: '2025-06-02', expectedEndDate: '2025-06-10', quantity: 3 }, rates);
    expect(a).toEqual({ days: 8, cents: 15000 });
    const b = priceLine({ startDate: '2025-06-02', expectedEndDate: '2025-06-03', quantity: 999 }, rates);
    expect(fromCents(sumCents([a, b]))).toBe('10140.00');
  });

  it('converts between decimal strings and cents', () => {
    expect(toCents('12')).toBe(1200);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('0.05')).toBe(5);
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(123456)).toBe('1234.56');
    expect(fromCents(0)).toBe('0.00');
  });

  it('needs approval only strictly above a threshold that is set', () => {
    expect(needsApproval(500_000, 5000)).toBe(false);
    expect(needsApproval(500_001, 5000)).toBe(true);
    expect(needsApproval(99_999_999, null)).toBe(false);
  });
});

describe('todayIn', () => {
  it("gives the opCo's calendar date, not UTC's", () => {
    // 23:30 UTC on 1 June is already 2 June in Amsterdam (UTC+2 in summer).
    const lateEvening = new Date('2025-06-01T23:30:00Z');
    expect(todayIn('nl', lateEvening)).toBe('2025-06-02');
    expect(todayIn('hu', lateEvening)).toBe('2025-06-02');
    // 22:30 UTC in winter is 23:30 in Warsaw (UTC+1): still the same day.
    expect(todayIn('pl', new Date('2025-01-15T22:30:00Z'))).toBe('2025-01-15');
    expect(todayIn('be', new Date('2025-01-15T23:30:00Z'))).toBe('2025-01-16');
  });
});

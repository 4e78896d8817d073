import { describe, expect, it } from 'vitest';
import { budgetUsage, fromCents, toCents } from './budget';

const usage = (budget: string | null, spent: string, committed: string) => budgetUsage({ budget, spent, committed });

describe('amounts in cents', () => {
  it.each([
    ['1234.5', 123450n],
    ['0.01', 1n],
    ['100', 10000n],
    [' 7.10 ', 710n],
    ['-12.30', -1230n],
    ['0.005', 1n],
    ['0.004', 0n],
  ])('reads %s as %s cents', (text, cents) => expect(toCents(text)).toBe(cents));

  it('refuses what is not a decimal amount', () => {
    for (const text of ['', '1,5', 'abc', '1e3', '1.2.3']) expect(() => toCents(text)).toThrow(/Not a decimal amount/);
  });

  it('writes cents back with two decimals', () => {
    expect(fromCents(120000n)).toBe('1200.00');
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-1230n)).toBe('-12.30');
  });
});

describe('the budget level', () => {
  it('is none without a budget, whatever is spent', () => {
    expect(usage(null, '5000.00', '1200.00')).toEqual({ level: 'none', usedShare: null, usedPercent: null, overBy: null, segments: { spent: 0, committed: 0 } });
  });

  it('is ok below 80 %, counting spent and committed together', () => {
    expect(usage('10000.00', '5000.00', '2999.99')).toMatchObject({ level: 'ok', usedPercent: 79, segments: { spent: 50, committed: 29.99 } });
    expect(usage('10000.00', '0', '0')).toMatchObject({ level: 'ok', usedShare: 0, usedPercent: 0 });
  });

  it('turns amber at exactly 80 %, one cent below stays ok', () => {
    expect(usage('10000.00', '6000.00', '2000.00')).toMatchObject({ level: 'warning', usedShare: 0.8, usedPercent: 80 });
    expect(usage('10000.00', '6000.00', '1999.99').level).toBe('ok');
    // Amounts where a float product of 0.8 is not exact: 15 × 0.8 = 12.000000000000002.
    expect(usage('0.15', '0.12', '0').level).toBe('warning');
  });

  it('stays amber at exactly 100 % and turns red one cent past it', () => {
    expect(usage('10000.00', '7500.00', '2500.00')).toMatchObject({ level: 'warning', usedPercent: 100, overBy: null, segments: { spent: 75, committed: 25 } });
    expect(usage('10000.00', '7500.00', '2500.01')).toMatchObject({ level: 'over', usedPercent: 100, overBy: '0.01' });
  });

  it('over budget: says by how much and fills the bar in the parts’ proportions', () => {
    expect(usage('10000.00', '9000.00', '2000.00')).toEqual({
      level: 'over',
      usedShare: 1.1,
      usedPercent: 110,
      overBy: '1000.00',
      segments: { spent: 81.81, committed: 18.18 },
    });
  });

  it('with a budget of 0: ok while nothing is used, over by everything once something is', () => {
    expect(usage('0', '0.00', '0.00')).toEqual({ level: 'ok', usedShare: 0, usedPercent: 0, overBy: null, segments: { spent: 0, committed: 0 } });
    expect(usage('0.00', '0.00', '12.50')).toMatchObject({ level: 'over', usedShare: Infinity, overBy: '12.50', segments: { spent: 0, committed: 100 } });
  });

  it('counts cents exactly (no float drift across the edge)', () => {
    // 0.1 + 0.2 is not 0.3 in floats; in cents it is.
    expect(usage('0.30', '0.10', '0.20')).toMatchObject({ level: 'warning', usedShare: 1, overBy: null });
    expect(usage('1000000000.00', '999999999.99', '0.02')).toMatchObject({ level: 'over', overBy: '0.01' });
  });

  it('counts a credit (negative spent) in the level but draws no negative segment', () => {
    expect(usage('1000.00', '-200.00', '900.00')).toMatchObject({ level: 'ok', usedPercent: 70, segments: { spent: 0, committed: 90 } });
    // What is drawn (900 committed) may pass the budget while the sum does not: the bar stays within its width.
    expect(usage('800.00', '-200.00', '900.00')).toMatchObject({ level: 'warning', usedPercent: 87, segments: { spent: 0, committed: 100 } });
  });
});

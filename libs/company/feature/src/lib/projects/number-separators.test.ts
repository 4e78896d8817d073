import { describe, expect, it } from 'vitest';
import { numberSeparators } from './number-separators';

describe('numberSeparators', () => {
  it.each([
    ['en-US', '.', ','],
    ['de', ',', '.'],
    ['nl', ',', '.'],
  ] as const)('%s writes decimals with %s and groups with %s', (locale, decimalSeparator, thousandSeparator) => {
    expect(numberSeparators(locale)).toEqual({ decimalSeparator, thousandSeparator });
  });

  it('reads the space Polish groups with', () => {
    const { decimalSeparator, thousandSeparator } = numberSeparators('pl');
    expect(decimalSeparator).toBe(',');
    expect(thousandSeparator).toMatch(/\s/);
  });
});

import { describe, expect, it } from 'vitest';
import { toCents } from './lines';

describe('document lines', () => {
  it('reads decimal amounts as exact cents', () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents('-0.07')).toBe(-7);
    expect(toCents('12')).toBe(1200);
    expect(toCents('9.5')).toBe(950);
  });
});

import { describe, expect, it } from 'vitest';
import { allocate, documentLines, toCents } from './lines';
import { toWinAnsi } from './winansi';

describe('document lines', () => {
  it('reads decimal amounts as exact cents', () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents('-0.07')).toBe(-7);
    expect(toCents('12')).toBe(1200);
    expect(toCents('9.5')).toBe(950);
  });

  it('splits an amount by weight so the parts always add up', () => {
    for (const [total, weights] of [[100001, [1, 1, 1]], [-25099, [3, 7]], [1, [5, 5, 5, 5]], [98765, [0, 0]], [12345, [2.5, 1000, 0.1]]] as const) {
      const parts = allocate(total, [...weights]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(parts).toHaveLength(weights.length);
    }
    expect(allocate(1000, [1, 3])).toEqual([250, 750]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('uses one fallback line without sources and never amounts when hidden', () => {
    expect(documentLines({ amount: '99.95', withAmounts: true, sources: [], fallback: 'Rental services' })).toEqual([{ description: 'Rental services', quantity: 1, amountCents: 9995 }]);
    const hidden = documentLines({ amount: '99.95', withAmounts: false, sources: [{ description: 'Pump', quantity: 2, weight: 10 }], fallback: 'x' });
    expect(hidden).toEqual([{ description: 'Pump', quantity: 2, amountCents: null }]);
  });

  it('maps text onto the glyphs of the standard PDF fonts', () => {
    expect(toWinAnsi('Építő Kft. – Przemysłowa 8, 1 234,50 €')).toBe('Építö Kft. – Przemyslowa 8, 1 234,50 €');
    expect(toWinAnsi('Łódź')).toBe('Lódz');
  });
});

import { describe, expect, it } from 'vitest';
import { toCents } from './lines';
import { toWinAnsi } from './winansi';

describe('document lines', () => {
  it('reads decimal amounts as exact cents', () => {
    expect(toCents('1234.50')).toBe(123450);
    expect(toCents('-0.07')).toBe(-7);
    expect(toCents('12')).toBe(1200);
    expect(toCents('9.5')).toBe(950);
  });

  it('maps text onto the glyphs of the standard PDF fonts', () => {
    expect(toWinAnsi('Építő Kft. – Przemysłowa 8, 1 234,50 €')).toBe('Építö Kft. – Przemyslowa 8, 1 234,50 €');
    expect(toWinAnsi('Łódź')).toBe('Lódz');
  });
});

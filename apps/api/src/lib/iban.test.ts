import { describe, expect, it } from 'vitest';
import { opCoRows } from '../db/reference-data';
import { ibanOf, isValidIban } from './iban';

describe('IBAN check digits', () => {
  it('accepts published examples and refuses one changed digit', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });

  it('computes the check digits of an account', () => {
    expect(ibanOf('NL', 'ABNA0417164300')).toBe('NL91ABNA0417164300');
    expect(ibanOf('GB', 'WEST12345698765432')).toBe('GB82WEST12345698765432');
  });

  it("every opCo's seeded IBAN is valid and of its country", () => {
    for (const opCo of opCoRows) {
      expect(isValidIban(opCo.iban), opCo.code).toBe(true);
      expect(opCo.iban.slice(0, 2)).toBe(opCo.countryCode);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { belgianStructuredReference, dutchPaymentReference, isValidBelgianStructuredReference, isValidDutchPaymentReference, paymentReference } from './payment-reference';

describe('payment references', () => {
  it('Belgium: +++ddd/dddd/ddddd+++ with the mod-97 check digits (97 for a remainder of 0)', () => {
    // 0000001234 mod 97 = 70.
    expect(belgianStructuredReference(1234)).toBe('+++000/0001/23470+++');
    expect(belgianStructuredReference(97)).toBe('+++000/0000/09797+++');
    expect(isValidBelgianStructuredReference('+++000/0001/23470+++')).toBe(true);
    expect(isValidBelgianStructuredReference('+++000/0001/23471+++')).toBe(false);
    expect(isValidBelgianStructuredReference('000/0001/23470')).toBe(false);
  });

  it('the Netherlands: 16 digits, the weighted mod-11 check digit first', () => {
    // Weights 2,4,8,5 right to left over …1234: 4·2 + 3·4 + 2·8 + 1·5 = 41, 41 mod 11 = 8, 11 − 8 = 3.
    expect(dutchPaymentReference(1234)).toBe('3000000000001234');
    expect(isValidDutchPaymentReference('3000000000001234')).toBe(true);
    expect(isValidDutchPaymentReference('4000000000001234')).toBe(false);
    for (let id = 1; id < 2000; id++) expect(isValidDutchPaymentReference(dutchPaymentReference(id))).toBe(true);
  });

  it('by opCo: structured in Belgium, betalingskenmerk in the Netherlands, the number elsewhere', () => {
    expect(isValidBelgianStructuredReference(paymentReference('be', 42, 'INV-00000042'))).toBe(true);
    expect(isValidDutchPaymentReference(paymentReference('nl', 42, 'INV-00000042'))).toBe(true);
    expect(paymentReference('de', 42, 'INV-00000042')).toBe('INV-00000042');
  });
});

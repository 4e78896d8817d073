import { describe, expect, it } from 'vitest';
import { belgianStructuredReference } from '../../../lib/payment-reference';
import { EPC_MAX_BYTES, epcAmount, epcPayload, type EpcTransfer } from './epc-qr';

const transfer: EpcTransfer = {
  bic: 'INGBNL2A', name: 'Atlas Rental Nederland B.V.', iban: 'NL71 INGB 0009 8765 43', currency: 'EUR', amountCents: 1584164, reference: '1234567890123456',
};

describe('EPC QR payload', () => {
  it('writes the fields of version 002 in order, the reference as remittance text', () => {
    expect(epcPayload(transfer).split('\n')).toEqual([
      'BCD', '002', '1', 'SCT', 'INGBNL2A', 'Atlas Rental Nederland B.V.', 'NL71INGB0009876543', 'EUR15841.64', '', '', '1234567890123456',
    ]);
  });

  it('writes amounts with a point and two decimals, within the limits', () => {
    expect(epcAmount(1)).toBe('EUR0.01');
    expect(epcAmount(120)).toBe('EUR1.20');
    expect(epcAmount(99_999_999_999)).toBe('EUR999999999.99');
    for (const amountCents of [0, -500, 100_000_000_000, 12.5]) expect(() => epcPayload({ ...transfer, amountCents })).toThrow();
  });

  it("puts Belgium's structured communication and RF references in the structured field", () => {
    const ogm = belgianStructuredReference(4711);
    const belgian = epcPayload({ ...transfer, reference: ogm }).split('\n');
    expect(belgian).toHaveLength(10);
    expect(belgian[9]).toBe(ogm.replace(/\D/g, ''));
    expect(belgian[9]).toMatch(/^\d{12}$/);
    expect(epcPayload({ ...transfer, reference: 'RF18 5390 0754 7034' }).split('\n')[9]).toBe('RF18539007547034');
    // A malformed one (wrong check digits) is only text.
    expect(epcPayload({ ...transfer, reference: '+++000/0047/11000+++' }).split('\n').slice(9)).toEqual(['', '+++000/0047/11000+++']);
  });

  it('refuses other currencies, a bad IBAN and payloads over 331 bytes', () => {
    expect(() => epcPayload({ ...transfer, currency: 'PLN' })).toThrow(/euro/);
    expect(() => epcPayload({ ...transfer, iban: 'NL00INGB0009876543' })).toThrow(/IBAN/);
    // Name and text are cut to the standard's 70 and 140 characters; multi-byte letters can still overflow.
    const long = epcPayload({ ...transfer, name: 'A'.repeat(100), reference: 'x'.repeat(200) }).split('\n');
    expect([long[5]!.length, long[10]!.length]).toEqual([70, 140]);
    expect(Buffer.byteLength(long.join('\n'))).toBeLessThanOrEqual(EPC_MAX_BYTES);
    expect(() => epcPayload({ ...transfer, reference: 'ű'.repeat(140) })).toThrow(/331/);
  });

  it('leaves the BIC empty when unknown and drops trailing empty fields', () => {
    const lines = epcPayload({ ...transfer, bic: null, reference: null }).split('\n');
    expect(lines).toEqual(['BCD', '002', '1', 'SCT', '', 'Atlas Rental Nederland B.V.', 'NL71INGB0009876543', 'EUR15841.64']);
  });
});

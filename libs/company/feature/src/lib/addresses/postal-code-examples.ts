// A postal code of each country the rental group's customers mostly deliver to, so the address
// form can show the expected format ("like 1234 AB"). Each passes the contract's isPostalCodeValid
// (see the test); a country without an example is still checked, its message just names it.
export const postalCodeExamples: Readonly<Record<string, string>> = {
  AT: '1010', BE: '1000', BG: '1000', CA: 'K1A 0B1', CH: '8001', CZ: '110 00', DE: '10115', DK: '1050', EE: '10111', ES: '28001',
  FI: '00100', FR: '75001', GB: 'SW1A 1AA', GR: '105 57', HR: '10000', HU: '1051', IE: 'D02 X285', IT: '00184', LT: 'LT-01100', LU: '1234',
  LV: 'LV-1050', NL: '1234 AB', NO: '0150', PL: '00-950', PT: '1000-001', RO: '010011', SE: '114 55', SI: '1000', SK: '811 01', US: '10001',
};

import { isPostalCodeValid } from '@portal/shared-api-contract';
import { countryCodes } from '@portal/shared-api-contract/vocabulary';
import { expect, it } from 'vitest';
import { postalCodeExamples } from './postal-code-examples';

it('gives only examples the contract accepts, for countries of its list', () => {
  for (const [country, example] of Object.entries(postalCodeExamples)) {
    expect(countryCodes, country).toContain(country);
    expect(isPostalCodeValid(example, country), `${country} ${example}`).toBe(true);
  }
  // Not just any text: another country's format is refused.
  expect(isPostalCodeValid(postalCodeExamples['NL']!, 'BE')).toBe(false);
});

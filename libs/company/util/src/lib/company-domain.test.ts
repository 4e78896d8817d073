import { expect, it } from 'vitest';
import { companyDomain } from './company-domain';

it('names the domain', () => {
  expect(companyDomain).toBe('company');
});

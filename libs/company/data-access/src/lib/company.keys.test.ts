import { expect, it } from 'vitest';
import { companyKeys } from './company.keys';

it('nests list and detail keys under the domain root', () => {
  expect(companyKeys.list({ page: 1 }).slice(0, 1)).toEqual(companyKeys.all);
  expect(companyKeys.detail('42')).toEqual(['company', 'detail', '42']);
});

import { expect, it } from 'vitest';
import { consentKeys } from './consent.keys';

it('nests list and detail keys under the domain root', () => {
  expect(consentKeys.list({ page: 1 }).slice(0, 1)).toEqual(consentKeys.all);
  expect(consentKeys.detail('42')).toEqual(['consent', 'detail', '42']);
});

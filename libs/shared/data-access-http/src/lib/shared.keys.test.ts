import { expect, it } from 'vitest';
import { sharedKeys } from './shared.keys';

it('nests list and detail keys under the domain root', () => {
  expect(sharedKeys.list({ page: 1 }).slice(0, 1)).toEqual(sharedKeys.all);
  expect(sharedKeys.detail('42')).toEqual(['shared', 'detail', '42']);
});

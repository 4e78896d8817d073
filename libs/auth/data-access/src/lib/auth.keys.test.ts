import { expect, it } from 'vitest';
import { authKeys } from './auth.keys';

it('nests list and detail keys under the domain root', () => {
  expect(authKeys.list({ page: 1 }).slice(0, 1)).toEqual(authKeys.all);
  expect(authKeys.detail('42')).toEqual(['auth', 'detail', '42']);
});

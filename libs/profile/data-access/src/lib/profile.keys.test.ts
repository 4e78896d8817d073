import { expect, it } from 'vitest';
import { profileKeys } from './profile.keys';

it('nests list and detail keys under the domain root', () => {
  expect(profileKeys.list({ page: 1 }).slice(0, 1)).toEqual(profileKeys.all);
  expect(profileKeys.detail('42')).toEqual(['profile', 'detail', '42']);
});

import { expect, it } from 'vitest';
import { requestKeys } from './request.keys';

it('nests list and detail keys under the domain root', () => {
  expect(requestKeys.list({ page: 1 }).slice(0, 1)).toEqual(requestKeys.all);
  expect(requestKeys.detail('42')).toEqual(['request', 'detail', '42']);
});

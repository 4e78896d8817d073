import { expect, it } from 'vitest';
import { orderKeys } from './order.keys';

it('nests list and detail keys under the domain root', () => {
  expect(orderKeys.list({ page: 1 }).slice(0, 1)).toEqual(orderKeys.all);
  expect(orderKeys.detail('42')).toEqual(['order', 'detail', '42']);
});

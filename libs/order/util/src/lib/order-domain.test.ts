import { expect, it } from 'vitest';
import { orderDomain } from './order-domain';

it('names the domain', () => {
  expect(orderDomain).toBe('order');
});

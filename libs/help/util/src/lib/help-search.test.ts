import { expect, it } from 'vitest';
import { helpSearchSchema } from './help-search';

it('keeps the params that parse', () => {
  expect(helpSearchSchema({ page: '2', q: ' drill ' })).toEqual({ page: 2, q: 'drill' });
});

it('drops unknown and invalid params, so an old or edited link still opens the list', () => {
  expect(helpSearchSchema({ page: 'zero', q: '', other: 'x' })).toEqual({});
});

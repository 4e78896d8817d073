import { expect, it } from 'vitest';
import { requestKeys } from './request.keys';

it('keys everything by the client, so one client never sees another one\'s cached answers', () => {
  expect(requestKeys.list('uuid-1', { page: 1 }).slice(0, 3)).toEqual(requestKeys.lists('uuid-1'));
  expect(requestKeys.detail('uuid-1', 42)).toEqual(['request', 'uuid-1', 'detail', 42]);
  expect(requestKeys.lines('uuid-2', {})).not.toEqual(requestKeys.lines('uuid-1', {}));
});

import { expect, it } from 'vitest';
import { assetKeys } from './asset.keys';

it('keys everything by the client, so one client never sees another one\'s cached answers', () => {
  expect(assetKeys.list('uuid-1', { page: 2 }).slice(0, 3)).toEqual(assetKeys.lists('uuid-1'));
  expect(assetKeys.mapPoints('uuid-1', {}).slice(0, 3)).toEqual(assetKeys.lists('uuid-1'));
  expect(assetKeys.detail('uuid-1', 42)).toEqual(['asset', 'uuid-1', 'detail', 42]);
  expect(assetKeys.requests('uuid-1', 42).slice(0, 4)).toEqual(assetKeys.detail('uuid-1', 42));
  expect(assetKeys.options('uuid-2')).not.toEqual(assetKeys.options('uuid-1'));
});

import { expect, it } from 'vitest';
import { assetKeys } from './asset.keys';

it('nests list and detail keys under the domain root', () => {
  expect(assetKeys.list({ page: 1 }).slice(0, 1)).toEqual(assetKeys.all);
  expect(assetKeys.detail('42')).toEqual(['asset', 'detail', '42']);
});

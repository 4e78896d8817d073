import { expect, it } from 'vitest';
import { assetDomain } from './asset-domain';

it('names the domain', () => {
  expect(assetDomain).toBe('asset');
});

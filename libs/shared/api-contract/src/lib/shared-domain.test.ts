import { expect, it } from 'vitest';
import { sharedDomain } from './shared-domain';

it('names the domain', () => {
  expect(sharedDomain).toBe('shared');
});

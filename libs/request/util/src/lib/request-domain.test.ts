import { expect, it } from 'vitest';
import { requestDomain } from './request-domain';

it('names the domain', () => {
  expect(requestDomain).toBe('request');
});

import { expect, it } from 'vitest';
import { profileDomain } from './profile-domain';

it('names the domain', () => {
  expect(profileDomain).toBe('profile');
});

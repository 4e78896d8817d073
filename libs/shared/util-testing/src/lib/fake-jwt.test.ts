import { expect, it } from 'vitest';
import { fakeJwt } from './fake-jwt';

it('encodes the claims as the second, base64url part', () => {
  const [, payload] = fakeJwt({ iss: 'https://issuer.test', sub: '42' }).split('.');
  expect(JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')))).toEqual({ iss: 'https://issuer.test', sub: '42' });
});

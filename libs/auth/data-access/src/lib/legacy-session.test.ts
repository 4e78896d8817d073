import { fakeJwt as jwt } from '@portal/shared-util-testing';
import { describe, expect, it } from 'vitest';
import { hasLegacySession, isLegacyToken } from './legacy-session';
import { tokenIssuer } from './token-store';

const storage = (entries: Record<string, string>) => ({ getItem: (k: string) => entries[k] ?? null });
const legacy = ['https://login.atlas-legacy.test'];

describe('legacy session detection', () => {
  it('reads the issuer of a token', () => {
    expect(tokenIssuer(jwt({ iss: 'https://a' }))).toBe('https://a');
    expect(tokenIssuer('not-a-token')).toBeNull();
  });

  it('finds nothing in a clean browser', () => {
    expect(hasLegacySession(storage({ klaro: '{}', corporateClientId: '1' }))).toBe(false);
  });

  it('finds a token the old product left', () => {
    expect(hasLegacySession(storage({ access_token: jwt({ iss: 'https://whoever' }) }))).toBe(true);
    expect(hasLegacySession(storage({ token: 'opaque' }))).toBe(true);
  });

  it('recognises an access token from a legacy issuer', () => {
    expect(isLegacyToken(jwt({ iss: legacy[0] }), legacy)).toBe(true);
    expect(isLegacyToken(jwt({ iss: 'https://atlas-portal' }), legacy)).toBe(false);
  });
});

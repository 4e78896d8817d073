import { tokenIssuer } from './token-store';

/** Keys under which the old product kept its tokens in local storage. */
export const legacyTokenKeys = ['access_token', 'id_token', 'refresh_token', 'token', 'authToken'] as const;

/**
 * Spec §8: a token left by the old product, or an access token from one of its issuers, means the
 * browser holds a stale session: local storage must be cleared and the page reloaded.
 */
export function hasLegacySession(storage: Pick<Storage, 'getItem'>): boolean {
  // This portal never writes a token to local storage, so any token there is the old product's.
  return legacyTokenKeys.some((key) => storage.getItem(key) !== null);
}

/** True when a freshly obtained access token comes from a legacy issuer. */
export const isLegacyToken = (token: string, legacyIssuers: readonly string[]) => {
  const issuer = tokenIssuer(token);
  return issuer !== null && legacyIssuers.includes(issuer);
};

/**
 * The access token lives in memory only (PRODUCT.md: token-mediating backend); the refresh token is
 * an HttpOnly cookie the page cannot read.
 */
export function createTokenStore() {
  let accessToken: string | null = null;
  return {
    get: () => accessToken,
    set: (token: string | null) => {
      accessToken = token;
    },
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;

/** Reads the issuer claim of a JWT without verifying it (the server verifies; this only routes). */
export function tokenIssuer(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims && 'iss' in claims && typeof claims.iss === 'string' ? claims.iss : null;
  } catch {
    return null;
  }
}

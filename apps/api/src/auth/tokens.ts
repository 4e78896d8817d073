// Short-lived access tokens (JWT, ES256). The portal keeps them in memory only.
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../http/problem';
import { createTtlCache } from '../lib/ttl-cache';
import type { SigningKey } from './keys';

export const ACCESS_TOKEN_TTL_SECONDS = 600;
export const TOKEN_AUDIENCE = 'atlas-portal';

export interface Principal {
  userId: number;
  /** The session family the token was issued for (claim `sid`): the guard checks it is still live. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenService {
  issue(userId: number, sessionId: string): Promise<{ accessToken: string; tokenType: 'Bearer'; expiresIn: number }>;
  verify(token: string): Promise<Principal>;
  jwks(): { keys: SigningKey['publicJwks'] };
  issuer: string;
}

export function createTokenService(key: SigningKey, issuer: string): TokenService {
  const keySet = createLocalJWKSet({ keys: key.publicJwks });
  // A verified signature stays valid until the token expires, so it need not be checked again on
  // every request; the cache holds at most the token's remaining lifetime. Whether its session
  // still counts is not cached here: the guard asks the session check on every request.
  const verified = createTtlCache<Principal>(ACCESS_TOKEN_TTL_SECONDS * 1000, 20_000);
  return {
    issuer,
    async issue(userId, sessionId) {
      // `sid` lets the profile tell the caller's own sign-in from their others (signed-in devices).
      const accessToken = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setSubject(String(userId))
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key.privateKey);
      return { accessToken, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },
    async verify(token) {
      const cached = verified.get(token);
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, keySet, {
          issuer,
          audience: TOKEN_AUDIENCE,
          algorithms: ['ES256'],
          typ: 'at+jwt',
          clockTolerance: 5,
          // jose checks `exp` only when present: a token without one would never expire.
          requiredClaims: ['exp', 'sub'],
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0) throw new Error('bad subject');
        // A token without its session (issued before `sid` existed) cannot be checked: refused.
        const sessionId = payload['sid'];
        if (typeof sessionId !== 'string' || !UUID.test(sessionId)) throw new Error('no session');
        const principal: Principal = { userId, sessionId: sessionId.toLowerCase() };
        verified.set(token, principal, Math.max(0, (payload.exp ?? 0) * 1000 - Date.now()));
        return principal;
      } catch {
        throw unauthorized('invalid_token', 'The access token is missing, expired or invalid');
      }
    },
    jwks: () => ({ keys: key.publicJwks }),
  };
}

// Short-lived access tokens (JWT, ES256). The portal keeps them in memory only.
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../http/problem';
import type { SigningKey } from './keys';

export const ACCESS_TOKEN_TTL_SECONDS = 600;
export const TOKEN_AUDIENCE = 'atlas-portal';

export interface Principal {
  userId: number;
}

export interface TokenService {
  issue(userId: number): Promise<{ accessToken: string; tokenType: 'Bearer'; expiresIn: number }>;
  verify(token: string): Promise<Principal>;
  jwks(): { keys: SigningKey['publicJwks'] };
  issuer: string;
}

export function createTokenService(key: SigningKey, issuer: string): TokenService {
  const keySet = createLocalJWKSet({ keys: key.publicJwks });
  return {
    issuer,
    async issue(userId) {
      const accessToken = await new SignJWT({})
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
      try {
        const { payload } = await jwtVerify(token, keySet, {
          issuer,
          audience: TOKEN_AUDIENCE,
          algorithms: ['ES256'],
          typ: 'at+jwt',
          clockTolerance: 5,
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || userId <= 0) throw new Error('bad subject');
        return { userId };
      } catch {
        throw unauthorized('invalid_token', 'The access token is missing, expired or invalid');
      }
    },
    jwks: () => ({ keys: key.publicJwks }),
  };
}

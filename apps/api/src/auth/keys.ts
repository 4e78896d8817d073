// The ES256 key that signs access tokens, and the public keys that may verify them.
// Outside the local demo the key comes from the environment (JWT_PRIVATE_KEY: a private JWK or a
// PKCS#8 PEM) or a mounted file (JWT_PRIVATE_KEY_FILE), never from the database, and the server
// does not start without one. Every process of a deployment gets the same key from its config.
// Rotation: deploy the new key with the old one's public JWK in JWT_PREVIOUS_PUBLIC_KEYS (tokens
// signed before still verify), and once those have expired (10 minutes) remove it: its key id
// leaves the JWKS and its tokens are refused.
import { createECDH, createPrivateKey } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { ApiConfig } from '../config/env';
import type { Db } from '../db/client';
import { signingKeys } from '../db/schema';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The current key's public JWK, then those being rotated out: the JWKS, and all a token may be verified with. */
  publicJwks: JWK[];
}

export type KeyConfig = Pick<ApiConfig, 'env' | 'jwtPrivateKey' | 'jwtPreviousPublicKeys'>;

export const missingKeyMessage =
  'JWT_PRIVATE_KEY (a private ES256 JWK or PKCS#8 PEM) or JWT_PRIVATE_KEY_FILE must be set outside APP_ENV=local; the server does not start without a configured signing key';

export async function loadSigningKey(db: Db, config: KeyConfig): Promise<SigningKey> {
  let current: { kid: string; privateJwk: JWK };
  if (config.jwtPrivateKey) {
    current = await parsePrivateKey(config.jwtPrivateKey);
    // A key an older version generated and stored in plain text: retired, and gone from the database.
    if (config.env !== 'local') await db.delete(signingKeys);
  } else if (config.env === 'local') {
    current = await localDemoKey(db);
  } else {
    throw new Error(missingKeyMessage);
  }
  const previous = parsePreviousKeys(config.jwtPreviousPublicKeys).filter((jwk) => jwk.kid !== current.kid);
  const privateKey = (await importJWK({ ...current.privateJwk, alg: 'ES256' }, 'ES256')) as CryptoKey;
  return { kid: current.kid, privateKey, publicJwks: [publicJwk(current.privateJwk, current.kid), ...previous] };
}

const publicJwk = ({ kty, crv, x, y }: JWK, kid: string): JWK => ({ kty, crv, x, y, kid, alg: 'ES256', use: 'sig' });

function isP256(jwk: unknown): jwk is JWK & { x: string; y: string } {
  const k = jwk as JWK | null;
  return !!k && typeof k === 'object' && k.kty === 'EC' && k.crv === 'P-256' && typeof k.x === 'string' && typeof k.y === 'string';
}

async function parsePrivateKey(text: string): Promise<{ kid: string; privateJwk: JWK }> {
  let jwk: unknown;
  try {
    jwk = text.startsWith('-----BEGIN') ? createPrivateKey(text).export({ format: 'jwk' }) : JSON.parse(text);
  } catch {
    throw new Error('JWT_PRIVATE_KEY: neither a JWK (JSON) nor a PEM private key');
  }
  if (!isP256(jwk) || typeof jwk.d !== 'string') throw new Error('JWT_PRIVATE_KEY: expected a private EC P-256 key (ES256)');
  // The public half is derived from the private one: a JWK whose x/y belong to another key would
  // otherwise publish a JWKS that verifies none of our tokens, or someone else's.
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(jwk.d, 'base64url'));
  const point = ecdh.getPublicKey();
  const [x, y] = [point.subarray(1, 33).toString('base64url'), point.subarray(33).toString('base64url')];
  if (x !== jwk.x || y !== jwk.y) throw new Error('JWT_PRIVATE_KEY: its public part (x, y) does not belong to its private part (d)');
  const kid = typeof jwk.kid === 'string' && jwk.kid ? jwk.kid : await calculateJwkThumbprint({ kty: 'EC', crv: 'P-256', x, y });
  return { kid, privateJwk: { kty: 'EC', crv: 'P-256', x, y, d: jwk.d } };
}

function parsePreviousKeys(text: string | null): JWK[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('JWT_PREVIOUS_PUBLIC_KEYS: not JSON (expected a JWKS, an array of JWKs or one JWK)');
  }
  const keys: unknown[] = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' && 'keys' in parsed ? (parsed as { keys: unknown[] }).keys : [parsed];
  return keys.map((jwk, i) => {
    if (!isP256(jwk)) throw new Error(`JWT_PREVIOUS_PUBLIC_KEYS: key ${i + 1} is not an EC P-256 public key`);
    if ('d' in jwk) throw new Error(`JWT_PREVIOUS_PUBLIC_KEYS: key ${i + 1} holds a private part; give public keys only`);
    if (typeof jwk.kid !== 'string' || !jwk.kid) throw new Error(`JWT_PREVIOUS_PUBLIC_KEYS: key ${i + 1} has no kid (copy it from the JWKS as published)`);
    return publicJwk(jwk, jwk.kid);
  });
}

/**
 * The local demo only: a key generated once and kept in the database, so every local process and
 * restart signs with the same one: the first key stored.
 */
async function localDemoKey(db: Db): Promise<{ kid: string; privateJwk: JWK }> {
  const first = () => db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid)).limit(1);
  let [row] = await first();
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = await calculateJwkThumbprint(await exportJWK(publicKey));
    // Two processes starting at once may both get here; both then read the first row stored.
    await db.insert(signingKeys).values({ kid, privateJwk: await exportJWK(privateKey), publicJwk: await exportJWK(publicKey) }).onConflictDoNothing();
    [row] = await first();
  }
  if (!row) throw new Error('no signing key');
  return { kid: row.kid, privateJwk: row.privateJwk as JWK };
}

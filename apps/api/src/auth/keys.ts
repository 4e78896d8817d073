// The ES256 signing key. It is kept in the database so that every service process (they may run
// separately) signs and verifies with the same key, and tokens survive a restart.
import { asc } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../db/client';
import { signingKeys } from '../db/schema';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** Every stored public key, so tokens signed before a key rotation still verify. */
  publicJwks: JWK[];
}

async function createKey(db: Db): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  // Two processes starting at once may both get here; the first insert wins, both then read it.
  await db.insert(signingKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing();
}

export async function loadSigningKey(db: Db): Promise<SigningKey> {
  let rows = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
  if (rows.length === 0) {
    await createKey(db);
    rows = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
  }
  const current = rows[rows.length - 1];
  if (!current) throw new Error('no signing key');
  const privateKey = (await importJWK({ ...current.privateJwk, alg: 'ES256' }, 'ES256')) as CryptoKey;
  const publicJwks = rows.map((r) => ({ ...(r.publicJwk as JWK), kid: r.kid, alg: 'ES256', use: 'sig' }));
  return { kid: current.kid, privateKey, publicJwks };
}

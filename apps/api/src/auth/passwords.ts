// Password hashing with node's built-in scrypt: a memory-hard KDF that needs no native build.
// Each hash carries its parameters, so the cost can rise without breaking older hashes: they still
// verify, and a sign-in with one made at a lower cost stores a new hash (needsRehash).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8 (1024-byte blocks), p=1. That is
 * 128 MiB of memory and a few hundred milliseconds per hash: what the deployed environments use
 * (ApiConfig.passwordHashCost); only tests configure less, to stay fast.
 */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 32;

/** What a stored hash may name: beyond this it is no hash of ours, and could exhaust the memory. */
function isSaneCost({ N, r, p }: ScryptCost): boolean {
  return Number.isInteger(N) && N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0 && Number.isInteger(r) && r >= 1 && r <= 32 && Number.isInteger(p) && p >= 1 && p <= 16;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node refuses anything above maxmem, so it is sized from the cost.
  const maxmem = 128 * cost.N * cost.r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  return isSaneCost(cost) ? { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') } : null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.cost);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** Whether a stored hash was made at a lower cost than `cost`: then a sign-in stores a new one. */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const hash = parseHash(stored);
  return !!hash && (hash.cost.N < cost.N || hash.cost.r < cost.r || hash.cost.p < cost.p);
}

/**
 * What an account holds until its owner sets a password (an invitation): not a hash, so no
 * password matches it, and nothing is derived when the invitation is sent (issue 31: each
 * invitation cost a 128 MiB scrypt run). Sign-in verifies such an account against the dummy hash,
 * so it takes as long as any other.
 */
export const UNSET_PASSWORD_HASH = '!unset';

/**
 * A hash of nothing, at the configured cost, verified against when the email is unknown so both
 * paths take the same time.
 */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyPasswordHash(cost: ScryptCost = OWASP_SCRYPT_COST): Promise<string> {
  const key = `${cost.N}:${cost.r}:${cost.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}

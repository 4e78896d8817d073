// Idempotency-Key of every create (orders, requests, assets, company data, feedback; ADR 0007):
// the first answer to a (user, key) is stored with what it created, in one transaction. The same
// key with the same request gets that answer again; with another request, 422. Concurrent twins meet at the unique index:
// the loser's transaction rolls back and it answers what the winner stored.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PlacedOrder } from '@portal/shared-api-contract';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpProblem } from '../http/problem';

/** JSON with object keys sorted at every level, so key order never changes the hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The request a key stands for: the client it was sent for and the validated body. */
export const requestHash = (clientId: number, body: unknown) => createHash('sha256').update(`${clientId}\n${canonicalJson(body)}`).digest('hex');

/** The stored answer for this key, or null; 422 when the key was used for another request. */
export async function storedAnswer<T = PlacedOrder>(db: Db, userId: number, key: string, hash: string, what = 'order'): Promise<T | null> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.requestHash !== hash)
    throw new HttpProblem(422, 'idempotency_key_reused', 'Unprocessable Content', `This Idempotency-Key was already used for a different ${what}; send a new key for a new ${what}`);
  return row.response as unknown as T;
}

/** A unique violation, as node-postgres and PGlite report it (drizzle may wrap it as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Who sent which key for which request, and what the key stands for ('order', 'request', 'asset'). */
export interface IdempotentCall {
  userId: number;
  key: string;
  hash: string;
  what: string;
}

/**
 * The one way a create runs under an Idempotency-Key: an earlier answer for the key comes back as
 * `replayed`; otherwise `create` runs, and when it loses a race on the key's unique index to a twin,
 * the twin's answer comes back as `replayed`. `otherConflict` explains any other unique violation
 * (e.g. a serial already taken), or returns null to let it fail. The route answers 201 either way,
 * with `Idempotent-Replayed: true` on a replay.
 */
export async function createIdempotently<T>(
  db: Db,
  call: IdempotentCall,
  create: () => Promise<{ answer: T; replayed: boolean }>,
  otherConflict: (error: unknown) => Promise<Error | null> = async () => null,
): Promise<{ answer: T; replayed: boolean }> {
  const earlier = await storedAnswer<T>(db, call.userId, call.key, call.hash, call.what);
  if (earlier) return { answer: earlier, replayed: true };
  try {
    return await create();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await storedAnswer<T>(db, call.userId, call.key, call.hash, call.what);
    if (winner) return { answer: winner, replayed: true };
    throw (await otherConflict(error)) ?? error;
  }
}

// Revocations reach every API process: each one LISTENs on one channel, and whoever ends a session
// or changes a membership NOTIFYs it. A NOTIFY sent inside a transaction is delivered when the
// transaction commits, so no process hears of a change that was rolled back.
import { sql } from 'drizzle-orm';
import { listen } from '../db/client';
import type { Db } from '../db/client';

export const REVOCATION_CHANNEL = 'access_revoked';

/** What changed: one sign-in, every sign-in of a user, some membership or role, or anything. */
export type RevocationScope = { family: string } | { user: number } | 'memberships' | 'all';

export function encodeScope(scope: RevocationScope): string {
  if (scope === 'memberships' || scope === 'all') return scope;
  return 'family' in scope ? `family:${scope.family}` : `user:${scope.user}`;
}

/** An unreadable payload forgets everything: safe, and only ever costs a few queries. */
export function decodeScope(payload: string): RevocationScope {
  const [kind, value = ''] = payload.split(':', 2);
  if (kind === 'family' && value) return { family: value };
  if (kind === 'user' && /^\d+$/.test(value)) return { user: Number(value) };
  return kind === 'memberships' ? 'memberships' : 'all';
}

type Subscriber = (scope: RevocationScope) => void;
/**
 * The subscribers of this process. Revocations are written deep in session code that gets a Db or
 * a transaction, not the app's context; this lets them reach this process's caches at once, while
 * the NOTIFY (which a PostgreSQL listener receives a moment later) reaches the others.
 */
const here = new Set<Subscriber>();

/** Tells this process now and every process (this one again) when the surrounding transaction commits. */
export async function announceRevocation(db: Db, scope: RevocationScope): Promise<void> {
  for (const subscriber of here) subscriber(scope);
  await db.execute(sql`SELECT pg_notify(${REVOCATION_CHANNEL}, ${encodeScope(scope)})`);
}

/** Calls `onScope` for every revocation in any process; after a lost connection, with 'all'. */
export async function subscribeRevocations(db: Db, onScope: Subscriber): Promise<() => Promise<void>> {
  here.add(onScope);
  try {
    const stop = await listen(db, REVOCATION_CHANNEL, (payload) => onScope(decodeScope(payload)), () => onScope('all'));
    return async () => {
      here.delete(onScope);
      await stop();
    };
  } catch (error) {
    here.delete(onScope);
    throw error;
  }
}

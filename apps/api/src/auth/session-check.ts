// An access token is only as good as the sign-in it was issued for: every authenticated request
// checks that the token's session family is not revoked, not past its maximum age, and that its
// user is active. The answer is cached for a few seconds per family; a revocation in any process
// clears it (auth/revocations.ts), so the TTL only bounds a lost notification.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessionFamilies, users } from '../db/schema';
import { unauthorized } from '../http/problem';
import type { RevocationScope } from './revocations';
import { FAMILY_MAX_AGE_MS } from './sessions';
import type { Principal } from './tokens';

export const SESSION_CHECK_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

export interface SessionCheck {
  /** Throws 401 session_ended unless the principal's sign-in still counts. */
  require(principal: Principal): Promise<void>;
  /** Forgets what this process cached about the scope's sessions. */
  forget(scope: RevocationScope): void;
}

export const sessionEnded = () => unauthorized('session_ended', 'This sign-in has ended; please sign in again');

interface Entry {
  userId: number;
  live: boolean;
  expiresAt: number;
}

export function createSessionCheck(db: Db, now: () => number = Date.now): SessionCheck {
  const entries = new Map<string, Entry>();
  // Bumped by every forget: a check that read the database before a revocation must not store
  // its (now stale) answer after the revocation cleared the cache.
  let generation = 0;

  async function lookUp(familyId: string): Promise<Entry> {
    const [row] = await db
      .select({ userId: sessionFamilies.userId, createdAt: sessionFamilies.createdAt, revokedAt: sessionFamilies.revokedAt, active: users.active })
      .from(sessionFamilies)
      .innerJoin(users, eq(users.id, sessionFamilies.userId))
      .where(eq(sessionFamilies.id, familyId));
    const live = !!row && !row.revokedAt && row.active && row.createdAt.getTime() + FAMILY_MAX_AGE_MS > now();
    return { userId: row?.userId ?? 0, live, expiresAt: now() + SESSION_CHECK_TTL_MS };
  }

  return {
    async require({ userId, sessionId }) {
      let entry = entries.get(sessionId);
      if (!entry || entry.expiresAt <= now()) {
        const started = generation;
        entry = await lookUp(sessionId);
        if (generation === started) {
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
          entries.set(sessionId, entry);
        }
      }
      if (!entry.live || entry.userId !== userId) throw sessionEnded();
    },
    forget(scope) {
      if (scope === 'memberships') return;
      generation += 1;
      if (scope === 'all') entries.clear();
      else if ('family' in scope) entries.delete(scope.family);
      else for (const [id, entry] of entries) if (entry.userId === scope.user) entries.delete(id);
    },
  };
}

// The two per-process caches that decide access (sessions and memberships), wired to the
// revocations every process announces, so a change anywhere is honoured here at once.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { announceRevocation, subscribeRevocations } from './revocations';
import { createSessionCheck, type SessionCheck } from './session-check';
import { createTenantCache, type TenantCache } from './tenant';

export interface AccessCaches {
  sessions: SessionCheck;
  tenants: TenantCache;
  /** Stops listening (on app close). */
  stop(): Promise<void>;
}

export async function startAccessCaches(db: Db, log: FastifyBaseLogger): Promise<AccessCaches> {
  const sessions = createSessionCheck(db);
  // A lost notification costs at most the caches' few seconds; the change itself is committed,
  // so its request does not fail over it.
  const tenants = createTenantCache(() =>
    announceRevocation(db, 'memberships').catch((error: unknown) => log.warn({ err: error }, 'could not announce a membership change')),
  );
  const stop = await subscribeRevocations(db, (scope) => {
    sessions.forget(scope);
    // A user's sessions ending (deactivation, reset) may go with a membership change.
    if (scope === 'memberships' || scope === 'all' || 'user' in scope) tenants.clearHere();
  });
  return { sessions, tenants, stop };
}

// The caller's corporate clients: GET /corporate-clients, and the answers that start a session
// (login, refresh), which carry the list so the portal's start needs no round trip for it (issue 14).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CorporateClient } from '@portal/shared-api-contract';
import { TENANT_TTL_MS } from '../../auth/tenant';
import type { AppContext } from '../../context';
import { corporateClients, memberships, users } from '../../db/schema';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';

const clientColumns = {
  id: corporateClients.id,
  externalUuid: corporateClients.externalUuid,
  name: corporateClients.name,
  showPrices: corporateClients.showPrices,
  opCo: corporateClients.opCo,
};

// One cache per running app, shared by every route that lists the caller's clients.
const caches = new WeakMap<AppContext, TtlCache<CorporateClient[]>>();

/** The active clients the user is an active member of, by name; none for an inactive user. */
export function callerClients(ctx: AppContext): (userId: number) => Promise<CorporateClient[]> {
  let lists = caches.get(ctx);
  // Same few seconds of caching as the memberships behind X-Corporate-Client (auth/tenant.ts).
  if (!lists) caches.set(ctx, (lists = createTtlCache<CorporateClient[]>(TENANT_TTL_MS, 20_000)));
  const cache = lists;
  return async (userId) => {
    // Keyed by the memberships' generation: a change of membership (ctx.tenants.clear(), also from
    // another process) makes every cached list stale at once, and a list read while one happened
    // is not kept.
    const started = ctx.tenants.generation;
    const key = `${started}:${userId}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const list = await ctx.db
      .select(clientColumns)
      .from(memberships)
      .innerJoin(corporateClients, eq(corporateClients.id, memberships.clientId))
      .innerJoin(users, and(eq(users.id, memberships.userId), eq(users.active, true)))
      // An invitation that waits for the user's answer lists no company (issue 31).
      .where(and(eq(memberships.userId, userId), eq(memberships.active, true), isNotNull(memberships.acceptedAt)))
      .orderBy(asc(corporateClients.name));
    if (ctx.tenants.generation === started) cache.set(key, list);
    return list;
  };
}

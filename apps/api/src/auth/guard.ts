// One hook per service decides who may call each route, from `config.auth` (default: client).
// Secure by default: a new route without a word about auth needs a member of the selected client.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../http/problem';
import { loadTenant, parseClientHeader } from './tenant';

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([A-Za-z0-9._~+/-]+=*)$/);
  if (!match?.[1]) throw unauthorized('missing_token', 'Send an access token as a Bearer authorization header');
  return match[1];
}

export function installGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const level = request.routeOptions.config.auth ?? 'client';
    if (level === 'public') return;
    const { ctx } = app;
    request.principal = await ctx.tokens.verify(bearer(request));
    // A valid signature is not enough: the sign-in may have ended since (logout, reset, deactivation).
    await ctx.sessions.require(request.principal);
    if (level === 'staff') {
      const [user] = await ctx.db.select({ staff: users.staff, active: users.active }).from(users).where(eq(users.id, request.principal.userId));
      if (!user?.staff || !user.active) throw forbidden('staff_only', 'Only back-office staff may do this');
    }
    // One rule for the header wherever it is sent (issue 31): a route that needs no client still
    // refuses a client the caller is not a member of, as every client route does.
    const clientHeader = request.headers['x-corporate-client'];
    if (level === 'client' || (clientHeader !== undefined && clientHeader !== '')) {
      request.tenant = await loadTenant(ctx, request.principal.userId, parseClientHeader(clientHeader));
    }
  });
}

// The caller's corporate clients and what the shell needs about the selected one.
import { and, asc, eq } from 'drizzle-orm';
import {
  type CorporateClient,
  corporateClientDetailSchema,
  corporateClientListSchema,
  externalUuidParamsSchema,
  globalActionsSchema,
  rentalContactSchema,
} from '@portal/shared-api-contract';
import { corporateClients, memberships, users } from '../../db/schema';
import { createTtlCache } from '../../lib/ttl-cache';
import { loadTenant, TENANT_TTL_MS } from '../../auth/tenant';
import type { ZodApp } from '../../http/zod';

const clientColumns = {
  id: corporateClients.id,
  externalUuid: corporateClients.externalUuid,
  name: corporateClients.name,
  showPrices: corporateClients.showPrices,
  opCo: corporateClients.opCo,
};

export function clientRoutes(app: ZodApp): void {
  const { ctx } = app;
  // Same few seconds of caching as the memberships behind X-Corporate-Client (auth/tenant.ts).
  const lists = createTtlCache<CorporateClient[]>(TENANT_TTL_MS, 20_000);

  app.get('/corporate-clients', {
    config: { auth: 'user' },
    schema: { tags: ['shell'], summary: "The caller's corporate clients", response: { 200: corporateClientListSchema } },
  }, async (request) => {
    const userId = request.principal!.userId;
    const cached = lists.get(String(userId));
    if (cached) return cached;
    const list = await ctx.db
      .select(clientColumns)
      .from(memberships)
      .innerJoin(corporateClients, eq(corporateClients.id, memberships.clientId))
      .innerJoin(users, and(eq(users.id, memberships.userId), eq(users.active, true)))
      .where(and(eq(memberships.userId, userId), eq(memberships.active, true)))
      .orderBy(asc(corporateClients.name));
    lists.set(String(userId), list);
    return list;
  });

  app.get('/corporate-clients/:externalUuid', {
    config: { auth: 'user' },
    schema: { tags: ['shell'], summary: 'One of the caller\'s corporate clients (403 when not a member)', params: externalUuidParamsSchema, response: { 200: corporateClientDetailSchema } },
  }, async (request) => {
    const t = await loadTenant(ctx, request.principal!.userId, request.params.externalUuid.toLowerCase());
    return { id: t.clientId, externalUuid: t.externalUuid, name: t.name, showPrices: t.showPrices, opCo: t.opCo, commerciallyBlocked: t.commerciallyBlocked };
  });

  app.get('/global-actions', {
    schema: { tags: ['shell'], summary: 'What the caller may start in the selected client', response: { 200: globalActionsSchema } },
  }, async (request) => {
    const t = request.tenant!;
    // Possible: the user could order here at all; disabled: the client may not order right now.
    return { order: { possible: t.modules.includes('order') && t.rights.includes('PLACE_ORDERS'), disabled: t.commerciallyBlocked } };
  });

  app.get('/rental-contact', {
    schema: { tags: ['shell'], summary: "The selected client's rental contact", response: { 200: rentalContactSchema } },
  }, async (request) => ({ phone: request.tenant!.rentalContactPhone, email: request.tenant!.rentalContactEmail }));
}

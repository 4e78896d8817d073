// The caller's corporate clients and what the shell needs about the selected one.
import { and, asc, eq } from 'drizzle-orm';
import {
  corporateClientDetailSchema,
  corporateClientListSchema,
  externalUuidParamsSchema,
  globalActionsSchema,
  rentalContactSchema,
} from '@portal/shared-api-contract';
import { corporateClients, memberships } from '../../db/schema';
import { loadTenant } from '../../auth/tenant';
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

  app.get('/corporate-clients', {
    config: { auth: 'user' },
    schema: { tags: ['shell'], summary: "The caller's corporate clients", response: { 200: corporateClientListSchema } },
  }, async (request) =>
    ctx.db
      .select(clientColumns)
      .from(memberships)
      .innerJoin(corporateClients, eq(corporateClients.id, memberships.clientId))
      .where(and(eq(memberships.userId, request.principal!.userId), eq(memberships.active, true)))
      .orderBy(asc(corporateClients.name)),
  );

  app.get('/corporate-clients/:externalUuid', {
    config: { auth: 'user' },
    schema: { tags: ['shell'], summary: 'One of the caller\'s corporate clients (403 when not a member)', params: externalUuidParamsSchema, response: { 200: corporateClientDetailSchema } },
  }, async (request) => {
    const t = await loadTenant(ctx.db, request.principal!.userId, request.params.externalUuid.toLowerCase());
    return { id: t.clientId, externalUuid: t.externalUuid, name: t.name, showPrices: t.showPrices, opCo: t.opCo, commerciallyBlocked: t.commerciallyBlocked };
  });

  app.get('/global-actions', {
    schema: { tags: ['shell'], summary: 'What the caller may start in the selected client', response: { 200: globalActionsSchema } },
  }, async (request) => {
    const t = request.tenant!;
    return { order: { possible: t.modules.includes('order'), disabled: t.commerciallyBlocked } };
  });

  app.get('/rental-contact', {
    schema: { tags: ['shell'], summary: "The selected client's rental contact", response: { 200: rentalContactSchema } },
  }, async (request) => ({ phone: request.tenant!.rentalContactPhone, email: request.tenant!.rentalContactEmail }));
}

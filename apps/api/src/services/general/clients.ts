// The caller's corporate clients and what the shell needs about the selected one.
import {
  corporateClientDetailSchema,
  corporateClientListSchema,
  externalUuidParamsSchema,
  globalActionsSchema,
  rentalContactSchema,
} from '@portal/shared-api-contract';
import { loadTenant } from '../../auth/tenant';
import { callerClients } from './client-list';
import type { ZodApp } from '../../http/zod';

export function clientRoutes(app: ZodApp): void {
  const { ctx } = app;
  const clientsOf = callerClients(ctx);

  app.get('/corporate-clients', {
    config: { auth: 'user' },
    schema: { tags: ['shell'], summary: "The caller's corporate clients", response: { 200: corporateClientListSchema } },
  }, async (request) => clientsOf(request.principal!.userId));

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

// /company/addresses: every member reads (list, CSV, the options of the project form);
// MANAGE_ROLES_AND_USERS adds (with an Idempotency-Key), edits with the version it was based on,
// archives and restores. Rules of the default delivery address: address-rules.ts.
import { and, eq, not, sql } from 'drizzle-orm';
import {
  addressInputSchema, addressOptionListSchema, addressPageSchema, addressSchema, addressUpdateSchema, companyListFilterSchema,
  companyListQuerySchema, idempotencyKeyHeaderSchema, idParamsSchema, type Address,
} from '@portal/shared-api-contract';
import { addresses } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import type { ExportColumn } from '../../lists/export/columns';
import { exportFormats, exportResponses, exportSummary, sendExport } from '../../lists/export/send';
import { requestHash } from '../../lib/idempotency';
import { requireCompanyManager, requireMember } from './access';
import { ADDRESS_SELECT, addressColumns, addressKey, addressTable, loadAddress } from './address-read';
import { refuseArchivedDefault, takeDefaultDelivery } from './address-rules';
import { archiveRoutes } from './master-data-archive';
import { managerWritesOwnItem } from './master-data-guard';
import { versionedResponses } from '../../http/conflict';
import { createWithKey, masterBatches, masterPage, versioned } from './master-data-kit';

const PATH = '/company/addresses';
const WHAT = 'address';

export function addressRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get(`${PATH}/options`, {
    schema: { tags: ['company'], summary: 'Every address of the selected client that can be chosen (not archived), by label (any member)', response: { 200: addressOptionListSchema } },
  }, async (request) => {
    const { clientId } = requireMember(request.tenant);
    const items = await db.select({ id: addresses.id, label: addresses.label, city: addresses.city, country: addresses.country })
      .from(addresses).where(and(eq(addresses.clientId, clientId), not(addresses.archived))).orderBy(addresses.label, addresses.id);
    return { items };
  });

  for (const format of exportFormats) app.get(`${PATH}/export.${format}`, {
    schema: { tags: ['company'], summary: exportSummary(format, 'The addresses matching the filters (any member)'), querystring: companyListFilterSchema, response: exportResponses[format] },
  }, async (request, reply) => {
    const tenant = requireMember(request.tenant);
    const { clientId } = tenant;
    const rows = masterBatches<Address>(db, addressTable, clientId, request.query, { select: ADDRESS_SELECT, keyOf: addressKey });
    const fileColumns: ExportColumn<Address>[] = [
      { key: 'id', type: 'number', value: (a) => a.id },
      { key: 'name', type: 'text', value: (a) => a.label },
      { key: 'street', type: 'text', value: (a) => a.street },
      { key: 'postalCode', type: 'text', value: (a) => a.postalCode },
      { key: 'city', type: 'text', value: (a) => a.city },
      { key: 'country', type: 'text', value: (a) => a.country },
      { key: 'defaultDelivery', type: 'boolean', value: (a) => a.defaultDelivery },
      { key: 'archived', type: 'boolean', value: (a) => a.archived },
    ];
    return sendExport(db, request, reply, tenant, format, { name: 'addresses', columns: fileColumns, rows });
  });

  app.get(PATH, {
    schema: { tags: ['company'], summary: "The selected client's addresses by label (any member); q: label or city; archived=true shows archived ones too", querystring: companyListQuerySchema, response: { 200: addressPageSchema } },
  }, async (request) => {
    const { clientId } = requireMember(request.tenant);
    const { page, pageSize, ...filter } = request.query;
    return { ...(await masterPage<Address>(db, addressTable, clientId, filter, { select: ADDRESS_SELECT, page, pageSize })), page, pageSize };
  });

  app.post(PATH, {
    schema: {
      tags: ['company'],
      summary: "Add an address (MANAGE_ROLES_AND_USERS; Idempotency-Key required: a retry with the same key and body answers the same address, 201 again, with Idempotent-Replayed: true). defaultDelivery: true takes the flag from the client's other address",
      headers: idempotencyKeyHeaderSchema,
      body: addressInputSchema,
      response: { 201: addressSchema },
    },
  }, async (request, reply) => {
    const { clientId } = requireCompanyManager(request.tenant);
    const body = request.body;
    const call = { userId: request.principal!.userId, key: request.headers['idempotency-key'].toLowerCase(), hash: requestHash(clientId, body), what: WHAT, column: 'addressId' as const };
    const { answer, replayed } = await createWithKey(db, call, async (tx) => {
      if (body.defaultDelivery) await takeDefaultDelivery(tx, clientId, null);
      const [row] = await tx.insert(addresses).values({ clientId, ...addressColumns(body) }).returning({ id: addresses.id });
      return loadAddress(tx, clientId, row!.id);
    });
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(answer);
  });

  app.put(`${PATH}/:id`, {
    preValidation: managerWritesOwnItem(db, 'addresses'),
    schema: {
      tags: ['company'],
      summary: "Change an address (MANAGE_ROLES_AND_USERS) with the version it was based on: 409 version_conflict with `current`; defaultDelivery: true takes the flag from the client's other address (not for an archived one: 400); 404 for another client's",
      params: idParamsSchema,
      body: addressUpdateSchema,
      response: versionedResponses(addressSchema),
    },
  }, async (request) => {
    const { clientId } = requireCompanyManager(request.tenant);
    const { version, ...input } = request.body;
    return versioned(db, WHAT, version, (tx, lock) => loadAddress(tx, clientId, request.params.id, lock), async (tx, current) => {
      if (input.defaultDelivery && current.archived) refuseArchivedDefault();
      if (input.defaultDelivery && !current.defaultDelivery) await takeDefaultDelivery(tx, clientId, current.id);
      await tx.update(addresses).set({ ...addressColumns(input), version: current.version + 1 }).where(and(eq(addresses.id, current.id), eq(addresses.clientId, clientId)));
      return true;
    });
  });

  archiveRoutes(app, {
    path: PATH, what: WHAT, table: addressTable, schema: addressSchema,
    load: (tx, tenant, id, lock) => loadAddress(tx, tenant.clientId, id, lock),
    // The default delivery address must be one that can be chosen.
    alsoOnArchive: sql`, default_delivery = false`,
  });
}

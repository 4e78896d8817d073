// /company/contact-persons: every member reads (list, CSV); MANAGE_ROLES_AND_USERS adds (with an
// Idempotency-Key), edits with the version it was based on, archives and restores.
import { and, eq } from 'drizzle-orm';
import {
  companyListFilterSchema, companyListQuerySchema, contactPersonInputSchema, contactPersonPageSchema, contactPersonSchema,
  contactPersonUpdateSchema, idempotencyKeyHeaderSchema, idParamsSchema, type ContactPerson,
} from '@portal/shared-api-contract';
import { contactPersons } from '../../db/schema';
import type { ZodApp } from '../../http/zod';
import type { ExportColumn } from '../../lists/export/columns';
import { exportFormats, exportResponses, exportSummary, sendExport } from '../../lists/export/send';
import { requestHash } from '../../lib/idempotency';
import { requireCompanyManager, requireMember } from './access';
import { checkContactPerson } from './contact-person-rules';
import { CONTACT_PERSON_SELECT, contactPersonColumns, contactPersonKey, contactPersonTable, loadContactPerson } from './contact-person-read';
import { archiveRoutes } from './master-data-archive';
import { managerWritesOwnItem } from './master-data-guard';
import { versionedResponses } from '../../http/conflict';
import { createWithKey, masterBatches, masterPage, versioned } from './master-data-kit';

const PATH = '/company/contact-persons';
const WHAT = 'contact person';

export function contactPersonRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  for (const format of exportFormats) app.get(`${PATH}/export.${format}`, {
    schema: { tags: ['company'], summary: exportSummary(format, 'The contact persons matching the filters (any member)'), querystring: companyListFilterSchema, response: exportResponses[format] },
  }, async (request, reply) => {
    const tenant = requireMember(request.tenant);
    const { clientId } = tenant;
    const rows = masterBatches<ContactPerson>(db, contactPersonTable, clientId, request.query, { select: CONTACT_PERSON_SELECT, keyOf: contactPersonKey });
    const fileColumns: ExportColumn<ContactPerson>[] = [
      { key: 'id', type: 'number', value: (p) => p.id },
      { key: 'firstName', type: 'text', value: (p) => p.firstName },
      { key: 'lastName', type: 'text', value: (p) => p.lastName },
      { key: 'jobTitle', type: 'text', value: (p) => p.jobTitle },
      { key: 'email', type: 'text', value: (p) => p.email },
      { key: 'phone', type: 'text', value: (p) => p.phone },
      { key: 'archived', type: 'boolean', value: (p) => p.archived },
    ];
    return sendExport(db, request, reply, tenant, format, { name: 'contact-persons', columns: fileColumns, rows });
  });

  app.get(PATH, {
    schema: { tags: ['company'], summary: "The selected client's contact persons by last and first name (any member); q: name or email; archived=true shows archived ones too", querystring: companyListQuerySchema, response: { 200: contactPersonPageSchema } },
  }, async (request) => {
    const { clientId } = requireMember(request.tenant);
    const { page, pageSize, ...filter } = request.query;
    return { ...(await masterPage<ContactPerson>(db, contactPersonTable, clientId, filter, { select: CONTACT_PERSON_SELECT, page, pageSize })), page, pageSize };
  });

  app.post(PATH, {
    schema: {
      tags: ['company'],
      summary: 'Add a contact person (MANAGE_ROLES_AND_USERS; Idempotency-Key required: a retry with the same key and body answers the same person, 201 again, with Idempotent-Replayed: true). 409 contact_person_exists when an active one has the same name or e-mail address',
      headers: idempotencyKeyHeaderSchema,
      body: contactPersonInputSchema,
      response: { 201: contactPersonSchema },
    },
  }, async (request, reply) => {
    const { clientId } = requireCompanyManager(request.tenant);
    const call = { userId: request.principal!.userId, key: request.headers['idempotency-key'].toLowerCase(), hash: requestHash(clientId, request.body), what: WHAT, column: 'contactPersonId' as const };
    const { answer, replayed } = await createWithKey(db, call, async (tx) => {
      await checkContactPerson(tx, clientId, request.body, null);
      const [row] = await tx.insert(contactPersons).values({ clientId, ...contactPersonColumns(request.body) }).returning({ id: contactPersons.id });
      return loadContactPerson(tx, clientId, row!.id);
    });
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(answer);
  });

  app.put(`${PATH}/:id`, {
    preValidation: managerWritesOwnItem(db, 'contact_persons'),
    schema: {
      tags: ['company'],
      summary: "Change a contact person (MANAGE_ROLES_AND_USERS) with the version it was based on: 409 version_conflict with `current`, 409 contact_person_exists (another active one has the same name or e-mail address); 404 for another client's",
      params: idParamsSchema,
      body: contactPersonUpdateSchema,
      response: versionedResponses(contactPersonSchema),
    },
  }, async (request) => {
    const { clientId } = requireCompanyManager(request.tenant);
    const { version, ...input } = request.body;
    return versioned(db, WHAT, version, (tx, lock) => loadContactPerson(tx, clientId, request.params.id, lock), async (tx, current) => {
      await checkContactPerson(tx, clientId, input, current.id);
      await tx.update(contactPersons).set({ ...contactPersonColumns(input), version: current.version + 1 }).where(and(eq(contactPersons.id, current.id), eq(contactPersons.clientId, clientId)));
      return true;
    });
  });

  archiveRoutes(app, { path: PATH, what: WHAT, table: contactPersonTable, schema: contactPersonSchema, load: (tx, tenant, id, lock) => loadContactPerson(tx, tenant.clientId, id, lock) });
}

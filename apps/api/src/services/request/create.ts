// Creating a request: the rules checked and the request, its lines, its first event and the
// idempotency record written in one transaction. For an off-hire the lines stay locked from the
// check to the commit, so two requests at the same moment can never stop more than is on rent.
import { sql } from 'drizzle-orm';
import { createdRequestSchema, idempotencyKeyHeaderSchema, requestInputSchema, type CreatedRequest, type RequestInput } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { idempotencyKeys, requestEvents, requestLines, requests } from '../../db/schema';
import { badRequest, HttpProblem, type FieldError } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { createIdempotently, requestHash, storedAnswer } from '../../lib/idempotency';
import { todayIn } from '../order/pricing';
import { extensionOverPoBudget, overPoColumns } from './extension-budget';
import { columns } from '../../db/sql/columns';
import { selectRows } from '../../db/sql/rows';
import type { EventMailBudget } from '../../mail/event-mail-budget';
import { queueExtensionOverBudget } from '../../mail/extension-mails';
import { queueOffHireConfirmation } from '../../mail/request-mails';
import { offHireReference, requestNumber, requireManaging } from './access';
import { breakdownColumns, promisedHours, responsePromise } from './breakdown';
import { pickupColumns, pickupErrors } from './pickup-window';
import { checkLines, checkReferences } from './rules';

interface Call {
  tenant: Tenant;
  userId: number;
  key: string;
  hash: string;
  body: RequestInput;
}

/** The columns only some types fill. */
function typedColumns(body: RequestInput, documentId: number | null, hours: number | null) {
  switch (body.type) {
    case 'off_hire': return { offHireDate: body.offHireDate, description: body.collectionNotes || null, ...pickupColumns(body) };
    case 'extension': return { newEndDate: body.newEndDate };
    case 'breakdown': return breakdownColumns(body, hours ?? 0);
    case 'damage': return { description: body.description };
    case 'invoice_query': return { documentId, description: body.description };
    case 'other': return { subject: body.subject, description: body.description };
  }
}

/** The created request, or `replayed` when a twin with the same key committed first. */
async function create(db: Db, { baseUrl, budget }: { baseUrl: string; budget: EventMailBudget }, { tenant, userId, key, hash, body }: Call): Promise<{ answer: CreatedRequest; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const checked = body.type === 'off_hire' || body.type === 'extension'
      ? { ...(await checkLines(tx, tenant, body, todayIn(tenant.opCo))), documentId: null }
      : await checkReferences(tx, tenant, body);
    if (body.type === 'off_hire') checked.errors.push(...(await pickupErrors(tx, tenant, body)));
    // A twin that held the lock before us has committed by now: answer what it stored.
    const earlier = await storedAnswer<CreatedRequest>(tx, userId, key, hash, 'request');
    if (earlier) return { answer: earlier, replayed: true };
    if (checked.errors.length) throw refusal(checked.errors);

    const [next] = await selectRows(tx, columns({ id: sql<number>`nextval(pg_get_serial_sequence('requests', 'id'))::int` }), sql``);
    const id = next!.id;
    const hours = body.type === 'breakdown' ? await promisedHours(tx, tenant.opCo, body.urgency) : null;
    // Recorded on the request (its detail says so), and its approvers are told (issue 35).
    const over = body.type === 'extension' ? await extensionOverPoBudget(tx, tenant, checked.lines.map((l) => l.contractLineId), body.newEndDate) : null;
    const [row] = await tx.insert(requests).values({
      id, clientId: tenant.clientId, number: requestNumber(id), type: body.type, status: 'submitted', createdBy: userId, reference: body.type === 'off_hire' ? offHireReference(id) : null,
      ...typedColumns(body, checked.documentId, hours),
      ...overPoColumns(over),
    }).returning({ number: requests.number, reference: requests.reference, dueAt: requests.responseDueAt });
    const answer: CreatedRequest = { id, number: row!.number, status: 'submitted', reference: row!.reference, response: responsePromise(tenant.opCo, hours, row!.dueAt?.toISOString() ?? null) };
    if (checked.lines.length) await tx.insert(requestLines).values(checked.lines.map((l) => ({ requestId: id, ...l })));
    await tx.insert(requestEvents).values({ requestId: id, status: 'submitted', userId });
    if (body.type === 'off_hire') await queueOffHireConfirmation(tx, id, baseUrl, budget);
    if (over) await queueExtensionOverBudget(tx, id, baseUrl, budget);
    // Last: a concurrent twin blocks here until this commits, then fails on the unique index.
    await tx.insert(idempotencyKeys).values({ userId, key, requestHash: hash, requestId: id, response: answer });
    return { answer, replayed: false };
  });
}

export function createRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.post('/requests', {
    schema: {
      tags: ['request'],
      summary: 'Send a request (MANAGE_REQUESTS; Idempotency-Key required; a retry with the same key and body answers the same request, 201 again, with Idempotent-Replayed: true). An off-hire answers its reference at once; a breakdown the response its opCo promises for its urgency.',
      headers: idempotencyKeyHeaderSchema,
      body: requestInputSchema,
      response: { 201: createdRequestSchema },
    },
  }, async (request, reply) => {
    const tenant = requireManaging(request.tenant);
    const call: Call = { tenant, userId: request.principal!.userId, key: request.headers['idempotency-key'].toLowerCase(), hash: '', body: request.body };
    call.hash = requestHash(tenant.clientId, call.body);
    const { answer, replayed } = await createIdempotently(db, { ...call, what: 'request' }, () => create(db, { baseUrl: app.ctx.config.publicBaseUrl, budget: app.ctx.eventMailBudget }, call));
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(answer);
  });
}

/**
 * Only quantities above what is still on rent: 409 `quantity_changed` (someone stopped those units
 * since the lines were read; the portal reads them again and says how many are left). Anything else: 400.
 */
function refusal(errors: FieldError[]): HttpProblem {
  if (errors.every((e) => /^lines\.\d+\.quantity$/.test(e.field)))
    return new HttpProblem(409, 'quantity_changed', 'Conflict', 'Less is on rent than the request stops', errors);
  return badRequest('validation_failed', 'The request cannot be sent as it is', errors);
}

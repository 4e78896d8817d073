// POST /feedback (user-management service, /api/usermgmt/feedback): the Help menu's `Report a
// problem` and `Suggest an idea`. Any member of the selected client; Idempotency-Key required, as
// the other creates (ADR 0007). One transaction writes the feedback, its reference
// (`F-<year>-<id, 6 digits>`, the year where the opCo is), the mail to the rental company in the
// outbox and the key's answer (the key last, so a concurrent twin waits here and then replays).
import { eq } from 'drizzle-orm';
import {
  feedbackInputSchema, feedbackReceiptSchema, idempotencyKeyHeaderSchema, type FeedbackReceipt,
} from '@portal/shared-api-contract';
import type { z } from 'zod';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { feedback, idempotencyKeys, opCos, outbox, users } from '../../db/schema';
import { tooManyRequests } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { requireMember } from '../company/access';
import { createIdempotently, requestHash, storedAnswer } from '../../lib/idempotency';
import { todayIn } from '../order/pricing';
import { feedbackMail } from './feedback-mail';

const WHAT = 'feedback';

/** What is stored: an idea has no page, whatever the portal sent. */
type Feedback = z.output<typeof feedbackInputSchema>;
export const storedInput = (body: Feedback): Feedback => (body.kind === 'idea' ? { ...body, page: null } : body);

/** `F-2026-000123`: the year the feedback came in where the opCo is, and the id (6 digits or more). */
export const feedbackReference = (opCo: Tenant['opCo'], createdAt: Date, id: number) =>
  `F-${todayIn(opCo, createdAt).slice(0, 4)}-${String(id).padStart(6, '0')}`;

interface Call {
  tenant: Tenant;
  userId: number;
  key: string;
  hash: string;
  body: Feedback;
}

async function create(db: Db, { tenant, userId, key, hash, body }: Call): Promise<{ answer: FeedbackReceipt; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const earlier = await storedAnswer<FeedbackReceipt>(tx, userId, key, hash, WHAT);
    if (earlier) return { answer: earlier, replayed: true };
    const [row] = await tx
      .insert(feedback)
      .values({ clientId: tenant.clientId, userId, kind: body.kind, subject: body.subject, message: body.message, page: body.page, appVersion: body.appVersion, sentryEventId: body.errorEventId })
      .returning({ id: feedback.id, createdAt: feedback.createdAt });
    const reference = feedbackReference(tenant.opCo, row!.createdAt, row!.id);
    await tx.update(feedback).set({ reference }).where(eq(feedback.id, row!.id));

    const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId));
    const [opCo] = await tx.select({ email: opCos.email }).from(opCos).where(eq(opCos.code, tenant.opCo));
    if (!user || !opCo) throw new Error(`feedback ${reference}: user ${userId} or opCo ${tenant.opCo} not found`);
    const mail = feedbackMail({ ...body, reference, user, client: { name: tenant.name, externalUuid: tenant.externalUuid } });
    await tx.insert(outbox).values({ recipient: opCo.email, subject: mail.subject, body: mail.body, opCo: tenant.opCo });

    const answer: FeedbackReceipt = { id: row!.id, reference, kind: body.kind, createdAt: row!.createdAt.toISOString() };
    await tx.insert(idempotencyKeys).values({ userId, key, requestHash: hash, feedbackId: answer.id, response: { ...answer } });
    return { answer, replayed: false };
  });
}

export function feedbackRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.post('/feedback', {
    schema: {
      tags: ['help'],
      summary: "Report a problem or suggest an idea (any member of the selected client; a few per user per hour (RateLimits.feedbackPerUserPerHour), then 429 with Retry-After; Idempotency-Key required: a retry with the same key and body answers the same receipt, 201 again, with Idempotent-Replayed: true). Stored with the user, client, app version and error event id (an idea's page is dropped); the rental company gets a mail. Answers the reference (F-<year>-<id>)",
      headers: idempotencyKeyHeaderSchema,
      body: feedbackInputSchema,
      response: { 201: feedbackReceiptSchema },
    },
  }, async (request, reply) => {
    const tenant = requireMember(request.tenant);
    // Each message mails the rental company: a few per user per hour, counted before the work.
    // And a few more per company: each colleague's allowance alone would let a company flood it.
    const wait = Math.max(await app.ctx.feedbackLimiter.attempt(String(request.principal!.userId)), await app.ctx.feedbackClientLimiter.attempt(String(tenant.clientId)));
    if (wait > 0) throw tooManyRequests('too_many_requests', 'Too many messages in a short time; try again later', wait);
    const body = storedInput(request.body);
    const call: Call = { tenant, userId: request.principal!.userId, key: request.headers['idempotency-key'].toLowerCase(), hash: requestHash(tenant.clientId, body), body };
    const { answer, replayed } = await createIdempotently(db, { ...call, what: WHAT }, () => create(db, call));
    if (replayed) void reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(answer);
  });
}

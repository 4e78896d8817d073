// What operators need to see of mail delivery (staff only): how much waits, how much went, and the
// dead letters with the server's last answer, each of which can be sent again once the cause is
// fixed (a mail server's outage, a typo in SMTP_URL).
import { idParamsSchema } from '@portal/shared-api-contract';
import { desc, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { ZodApp } from '../../http/zod';
import { requeueDeadLetter } from '../../mail/outbox-queue';

const DEAD_LETTERS_SHOWN = 50;

const deadLetterSchema = z.object({
  id: z.number().int(),
  messageId: z.string(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deadAt: z.string(),
});
const mailStatusSchema = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  dead: z.number().int(),
  /** When the longest-waiting unsent mail was written (null: nothing waits): a stuck queue shows here. */
  oldestPendingAt: z.string().nullable(),
  deadLetters: z.array(deadLetterSchema),
});

export function mailAdminRoutes(app: ZodApp): void {
  const { db } = app.ctx;

  app.get('/admin/mail', {
    config: { auth: 'staff' },
    schema: { tags: ['admin'], summary: `Mail delivery: counts, the oldest waiting mail and the latest ${DEAD_LETTERS_SHOWN} dead letters (staff only)`, response: { 200: mailStatusSchema } },
  }, async (_request, reply) => {
    const [counts] = await db
      .select({
        pending: sql<number>`count(*) filter (where ${outbox.sentAt} is null and ${outbox.deadAt} is null)::int`,
        sent: sql<number>`count(*) filter (where ${outbox.sentAt} is not null)::int`,
        dead: sql<number>`count(*) filter (where ${outbox.deadAt} is not null)::int`,
        oldestPendingAt: sql<string | null>`to_char(min(${outbox.createdAt}) filter (where ${outbox.sentAt} is null and ${outbox.deadAt} is null) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      })
      .from(outbox);
    const dead = await db
      .select({ id: outbox.id, messageId: outbox.messageId, recipient: outbox.recipient, subject: outbox.subject, attempts: outbox.attempts, lastError: outbox.lastError, createdAt: outbox.createdAt, deadAt: outbox.deadAt })
      .from(outbox)
      .where(isNotNull(outbox.deadAt))
      .orderBy(desc(outbox.deadAt), desc(outbox.id))
      .limit(DEAD_LETTERS_SHOWN);
    reply.header('cache-control', 'no-store');
    return {
      pending: counts?.pending ?? 0,
      sent: counts?.sent ?? 0,
      dead: counts?.dead ?? 0,
      oldestPendingAt: counts?.oldestPendingAt ?? null,
      deadLetters: dead.map((d) => ({ ...d, createdAt: d.createdAt.toISOString(), deadAt: d.deadAt!.toISOString() })),
    };
  });

  app.post('/admin/mail/:id/retry', {
    config: { auth: 'staff' },
    schema: { tags: ['admin'], summary: 'Send a dead letter again (staff only; 404 when it is not a dead letter)', params: idParamsSchema, response: { 204: z.null() } },
  }, async (request, reply) => {
    if (!(await requeueDeadLetter(db, request.params.id))) throw notFound();
    request.log.info({ outboxId: request.params.id, by: request.principal!.userId }, 'dead letter queued again');
    return reply.code(204).send(null);
  });
}

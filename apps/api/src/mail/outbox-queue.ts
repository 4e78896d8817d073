// The outbox as a queue that several API processes can drain at once: a due mail is claimed for a
// lease inside a short transaction (FOR UPDATE SKIP LOCKED: two workers never take the same row),
// sent outside it (no transaction held open while a mail server answers), then marked sent or
// failed. A process that dies mid-send leaves the lease to lapse; the mail goes again, same id.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { retryDelayMs } from './backoff';

/** A claimed mail, as the worker sends it. */
export interface ClaimedMail {
  id: number;
  messageId: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  opCo: string | null;
  attempts: number;
  /** Extra headers (List-Unsubscribe …), sent as they are. */
  headers: Record<string, string> | null;
  /** The request that wrote it (lib/request-context.ts), for the worker's log lines. */
  requestId: string | null;
}

/** Takes up to `limit` due mails for `leaseMs` (each claim counts as a try). */
export async function claimDueMail(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNull(outbox.deadAt), lte(outbox.nextAttemptAt, sql`now()`), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`))))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due.map((d) => d.id)))
      .returning({ id: outbox.id, messageId: outbox.messageId, recipient: outbox.recipient, subject: outbox.subject, body: outbox.body, html: outbox.html, opCo: outbox.opCo, attempts: outbox.attempts, headers: outbox.headers, requestId: outbox.requestId });
  });
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.update(outbox).set({ sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(outbox.id, id));
}

/**
 * A failed send: tried again after a backoff, or a dead letter once `maxAttempts` tries failed or
 * the server refused the mail for good (a 5xx answer: an unknown mailbox does not appear later).
 * Returns whether the mail is now dead.
 */
export async function markFailed(db: Db, mail: ClaimedMail, error: string, opts: { maxAttempts: number; permanent: boolean }): Promise<boolean> {
  const dead = opts.permanent || mail.attempts >= opts.maxAttempts;
  await db
    .update(outbox)
    .set(dead
      ? { deadAt: sql`now()`, lockedUntil: null, lastError: error }
      : { nextAttemptAt: sql`now() + ${`${retryDelayMs(mail.attempts)} milliseconds`}::interval`, lockedUntil: null, lastError: error })
    .where(eq(outbox.id, mail.id));
  return dead;
}

/** An operator's "send it again": a dead letter goes back in the queue with its tries reset. */
export async function requeueDeadLetter(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ deadAt: null, attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outbox.id, id), sql`${outbox.deadAt} is not null`))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

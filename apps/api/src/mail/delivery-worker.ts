// Drains the outbox: due mail is claimed, sent and marked, in batches, every MAIL_POLL_MS. Several
// API processes may each run one (outbox-queue.ts decides who sends what); stop() waits for the
// batch in hand, so a shutdown does not leave a claimed mail to wait for its lease.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { opCos } from '../db/schema';
import type { MailConfig } from './mail-config';
import { claimDueMail, markFailed, markSent, type ClaimedMail } from './outbox-queue';
import { SendFailure, type MailSender, type OutgoingMail } from './smtp-sender';

const BATCH = 10;

export interface MailDeliveryOptions {
  db: Db;
  config: MailConfig;
  sender: MailSender;
  log: FastifyBaseLogger;
}

export interface MailDelivery {
  /** Sends everything due now; resolves with how many mails were sent. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function startMailDelivery({ db, config, sender, log }: MailDeliveryOptions): MailDelivery {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  const senderOf = async (opCo: string | null): Promise<{ from: string; replyTo: string | undefined }> => {
    if (!opCo) return { from: config.defaultFrom, replyTo: undefined };
    const [row] = await db.select({ name: opCos.name, email: opCos.email, domain: opCos.domain }).from(opCos).where(eq(opCos.code, opCo as 'nl'));
    const from = config.fromByOpCo[opCo] ?? (row ? `"${row.name.replace(/"/g, '')}" <no-reply@${row.domain}>` : config.defaultFrom);
    return { from, replyTo: row?.email };
  };

  const deliver = async (mail: ClaimedMail, senders: Map<string | null, ReturnType<typeof senderOf>>): Promise<boolean> => {
    // An opCo's sender is read once per drain, not once per mail of the batch.
    if (!senders.has(mail.opCo)) senders.set(mail.opCo, senderOf(mail.opCo));
    const { from, replyTo } = await senders.get(mail.opCo)!;
    const domain = from.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'atlas-rental.example';
    const outgoing: OutgoingMail = { messageId: `<${mail.messageId}@${domain}>`, from, replyTo, to: mail.recipient, subject: mail.subject, text: mail.body, html: mail.html ?? undefined, headers: mail.headers ?? undefined };
    // Ids only: the address and the text of a mail stay out of the logs. The request id joins these
    // lines to the request that wrote the mail.
    const ids = { outboxId: mail.id, messageId: mail.messageId, requestId: mail.requestId, attempts: mail.attempts };
    try {
      await sender.send(outgoing);
      await markSent(db, mail.id);
      log.info(ids, 'mail sent');
      return true;
    } catch (error) {
      const permanent = error instanceof SendFailure && error.permanent;
      const reason = error instanceof Error ? error.message : String(error);
      const dead = await markFailed(db, mail, reason, { maxAttempts: config.maxAttempts, permanent });
      if (dead) log.error({ ...ids, reason }, 'mail undeliverable: now a dead letter (GET /api/admin/mail)');
      else log.warn({ ...ids, reason }, 'mail not sent: will try again');
      return false;
    }
  };

  const drainNow = async (): Promise<number> => {
    let sent = 0;
    const senders = new Map<string | null, ReturnType<typeof senderOf>>();
    while (!stopped) {
      const batch = await claimDueMail(db, BATCH, config.leaseMs);
      for (const mail of batch) if (await deliver(mail, senders)) sent++;
      if (batch.length < BATCH) break;
    }
    return sent;
  };

  const drain = () => {
    running = running.then(drainNow, drainNow);
    return running;
  };

  const tick = () => {
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => log.error({ err: error }, 'mail delivery failed; trying again later'))
        .finally(() => !stopped && tick());
    }, config.pollMs);
    timer.unref();
  };
  tick();

  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      sender.close();
    },
  };
}

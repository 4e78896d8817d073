// Mail delivery through a real SMTP server started in the test: each waiting mail goes once, with
// its outbox Message-ID and its opCo's sender; failures back off, then become dead letters that
// operators see and send again; two workers never send one mail twice, and a send cut off by a
// crash is repeated with the same Message-ID, so the receiving side counts it once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createHarness, type Harness } from '../testing/harness';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { startMailDelivery, type MailDelivery } from './delivery-worker';
import { parseMailConfig } from './mail-config';
import { claimDueMail } from './outbox-queue';
import { smtpSender } from './smtp-sender';

describe('mail delivery over SMTP', () => {
  let h: Harness;
  let smtp: SmtpTestServer;
  const workers: MailDelivery[] = [];
  const worker = (env: Record<string, string> = {}) => {
    // A poll of an hour: each test drains when it wants to, nothing runs behind its back.
    const config = parseMailConfig({ SMTP_TLS: 'optional', MAIL_POLL_MS: '3600000', ...env }, smtp.url);
    const started = startMailDelivery({ db: h.database.db, config, sender: smtpSender(config), log: h.app.log });
    workers.push(started);
    return started;
  };
  const row = async (id: number) => (await h.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  const queue = async (n: number, subject = 'Test mail') =>
    h.database.db
      .insert(outbox)
      .values(Array.from({ length: n }, (_, i) => ({ recipient: `person${i}@example.test`, subject: `${subject} ${i}`, body: `Body ${i}`, opCo: 'nl' as const })))
      .returning({ id: outbox.id, messageId: outbox.messageId });

  beforeAll(async () => {
    h = await createHarness();
    smtp = await startSmtpTestServer();
  });
  beforeEach(async () => {
    // Each test starts from an empty queue: what the seed or another test left is not theirs.
    await h.database.db.update(outbox).set({ sentAt: sql`now()` }).where(sql`${outbox.sentAt} is null`);
    smtp.received.length = 0;
    smtp.refuseWith(null);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await smtp?.close();
    await h?.close();
  });

  it('sends a password-reset mail once, from the opCo, with the outbox row as its Message-ID', async () => {
    const forgot = await h.app.inject({ method: 'POST', url: '/api/public/profiles/password/forgot', headers: { 'x-opco': 'nl' }, payload: { email: 'ben@northwind.test' } });
    expect(forgot.statusCode).toBe(202);
    const [waiting] = await h.database.db.select().from(outbox).where(sql`${outbox.sentAt} is null`);
    const w = worker();
    expect(await w.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['ben@northwind.test']);
    expect(mail.from).toMatch(/^no-reply@/);
    expect(mail.headers).toMatch(/^Reply-To: .*@/im);
    expect(mail.messageId).toMatch(new RegExp(`^<${waiting!.messageId}@`));
    expect(mail.body).toContain('/auth/reset-password?token=');
    expect((await row(waiting!.id)).sentAt).not.toBeNull();
    // Sent is sent: a second drain (this worker or another process's) sends nothing.
    expect(await w.drain()).toBe(0);
    expect(await worker().drain()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('takes the opCo sender from MAIL_FROM_<OPCO> when set', async () => {
    await queue(1);
    await worker({ MAIL_FROM_NL: '"Atlas Nederland" <portal@atlas-rental.nl>' }).drain();
    expect(smtp.received[0]!.from).toBe('portal@atlas-rental.nl');
    expect(smtp.received[0]!.messageId).toMatch(/@atlas-rental\.nl>$/);
  });

  it('sends a mail with an HTML part as text and HTML alternatives', async () => {
    await h.database.db.insert(outbox).values({ recipient: 'piet@example.test', subject: 'Both parts', body: 'Plain words', html: '<p>Rich words</p>', opCo: 'be' });
    await worker().drain();
    const [mail] = smtp.received;
    expect(mail!.headers).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail!.body).toContain('Plain words');
    expect(mail!.body).toContain('<p>Rich words</p>');
  });

  it('tries a temporary failure again later, then keeps it as a dead letter that staff see and send again', async () => {
    const [mail] = await queue(1);
    smtp.refuseWith({ code: 451, message: 'Mailbox busy, try later' });
    const w = worker({ MAIL_MAX_ATTEMPTS: '2' });
    expect(await w.drain()).toBe(0);
    const first = await row(mail!.id);
    expect(first).toMatchObject({ attempts: 1, sentAt: null, deadAt: null, lockedUntil: null });
    expect(first.lastError).toContain('451');
    // Backed off (about a minute): not due again at once.
    expect(first.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(40_000);
    expect(await w.drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    await h.database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, mail!.id));
    await w.drain();
    expect((await row(mail!.id)).deadAt).not.toBeNull();

    const staff = await h.as('staff@atlas.test');
    const status = await h.app.inject({ method: 'GET', url: '/api/admin/mail', headers: staff });
    expect(status.statusCode).toBe(200);
    const body = status.json() as { dead: number; deadLetters: { id: number; messageId: string; attempts: number; lastError: string }[] };
    expect(body.dead).toBeGreaterThanOrEqual(1);
    expect(body.deadLetters[0]).toMatchObject({ id: mail!.id, messageId: mail!.messageId, attempts: 2 });
    expect(body.deadLetters[0]!.lastError).toContain('451');
    // Customers see nothing of it.
    expect((await h.app.inject({ method: 'GET', url: '/api/admin/mail', headers: await h.as('anna@northwind.test', 'northwind-bouw') })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'POST', url: `/api/admin/mail/${mail!.id}/retry`, headers: await h.as('anna@northwind.test', 'northwind-bouw') })).statusCode).toBe(403);

    smtp.refuseWith(null);
    expect((await h.app.inject({ method: 'POST', url: `/api/admin/mail/${mail!.id}/retry`, headers: staff })).statusCode).toBe(204);
    // Only a dead letter can be sent again.
    expect((await h.app.inject({ method: 'POST', url: `/api/admin/mail/${mail!.id}/retry`, headers: staff })).statusCode).toBe(404);
    expect(await w.drain()).toBe(1);
    expect(smtp.received.map((m) => m.messageId)).toEqual([expect.stringContaining(mail!.messageId)]);
  });

  it('makes a permanent refusal (5xx) a dead letter at once', async () => {
    const [mail] = await queue(1);
    smtp.refuseWith({ code: 550, message: 'No such mailbox' });
    await worker().drain();
    const dead = await row(mail!.id);
    expect(dead.attempts).toBe(1);
    expect(dead.deadAt).not.toBeNull();
    expect(dead.lastError).toContain('550');
  });

  it('lets two workers drain at once without sending any mail twice', async () => {
    const mails = await queue(25);
    const [a, b] = [worker(), worker()];
    const [sentA, sentB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentA + sentB).toBe(25);
    expect(smtp.received).toHaveLength(25);
    expect(smtp.distinctIds().size).toBe(25);
    const unsent = await h.database.db.select({ id: outbox.id }).from(outbox).where(sql`${outbox.sentAt} is null`);
    expect(unsent).toHaveLength(0);
    expect(mails).toHaveLength(25);
  });

  it('sends a mail again with the same Message-ID when its sender died before marking it, once the claim lapses', async () => {
    const [mail] = await queue(1);
    // A process claims the mail and sends it, then dies before it can mark it sent.
    const [claimed] = await claimDueMail(h.database.db, 10, 200);
    expect(claimed!.id).toBe(mail!.id);
    const config = parseMailConfig({ SMTP_TLS: 'optional' }, smtp.url);
    const dying = smtpSender(config);
    await dying.send({ messageId: `<${claimed!.messageId}@atlas-rental.nl>`, from: 'no-reply@atlas-rental.nl', replyTo: undefined, to: claimed!.recipient, subject: claimed!.subject, text: claimed!.body });
    dying.close();
    // While the claim holds, nobody else takes it.
    const w = worker();
    expect(await w.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await w.drain()).toBe(1);
    // Twice on the wire, once for the receiver: the Message-ID is the same.
    expect(smtp.received).toHaveLength(2);
    expect(smtp.distinctIds().size).toBe(1);
    expect((await row(mail!.id)).sentAt).not.toBeNull();
  });
});

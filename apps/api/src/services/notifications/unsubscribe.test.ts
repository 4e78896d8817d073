// Issue 34, one-click unsubscribe (RFC 8058): a mail of a topic arrives at a real SMTP server with
// List-Unsubscribe and List-Unsubscribe-Post and a footer link in the recipient's language; GET on
// the link changes nothing, POST turns that topic's mail off for that user only, without signing
// in; an altered link is refused.
import { notificationPreferencesSchema, type OrderFormOptions } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { startMailDelivery } from '../../mail/delivery-worker';
import { parseMailConfig } from '../../mail/mail-config';
import { smtpSender } from '../../mail/smtp-sender';
import { createHarness, type Harness } from '../../testing/harness';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { bigOrder, formOptions, place } from '../order/order-testing';

let h: Harness;
let smtp: SmtpTestServer;
let options: OrderFormOptions;
beforeAll(async () => {
  h = await createHarness();
  smtp = await startSmtpTestServer();
  options = await formOptions(h);
});
afterAll(async () => {
  await smtp?.close();
  await h?.close();
});

const preferences = async (email: string) =>
  notificationPreferencesSchema.parse((await h.app.inject({ url: '/api/usermgmt/notification-preferences', headers: { authorization: `Bearer ${await h.token(email)}` } })).json());
const wantsMail = async (email: string, topic: string) => (await preferences(email)).topics.find((t) => t.topic === topic)!.mail;
const oneClick = (url: string, payload = 'List-Unsubscribe=One-Click') =>
  h.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });

/** Anna's approval mail for a new order of Ben's, as the SMTP server received it. */
async function deliveredToAnna() {
  await h.database.db.update(outbox).set({ sentAt: sql`now()` }).where(sql`${outbox.sentAt} is null`);
  smtp.received.length = 0;
  await place(h, bigOrder(options));
  const config = parseMailConfig({ SMTP_TLS: 'optional', MAIL_POLL_MS: '3600000' }, smtp.url);
  const worker = startMailDelivery({ db: h.database.db, config, sender: smtpSender(config), log: h.app.log });
  await worker.drain();
  await worker.stop();
  return smtp.received.find((m) => m.to.includes('anna@northwind.test'))!;
}

describe('one-click unsubscribe', () => {
  it('delivers both headers and a Dutch footer link; GET asks, POST turns the topic off for Anna only', async () => {
    const mail = await deliveredToAnna();
    expect(mail).toBeDefined();
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
    const link = /^List-Unsubscribe:\s*<(http:\/\/localhost:4200\/api\/public\/unsubscribe\/[^>]+)>/im.exec(mail.headers)?.[1];
    expect(link, mail.headers).toBeDefined();
    // The footer as written (the raw mail on the wire is quoted-printable).
    const [row] = await h.database.db.select().from(outbox).where(sql`${outbox.recipient} = 'anna@northwind.test'`).orderBy(sql`${outbox.id} desc`).limit(1);
    expect(row!.body).toContain(`Geen e-mails meer over bestellingen die op uw goedkeuring wachten: ${link}`);
    expect(row!.html).toContain(`<a href="${link}" style="color:#0b4f8a">Geen e-mails meer over bestellingen die op uw goedkeuring wachten</a>`);
    const path = new URL(link!).pathname;

    // A scanner's GET: a page with a button, and nothing changed.
    const page = await h.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('Geen e-mails meer over bestellingen die op uw goedkeuring wachten?');
    expect(page.body).toContain('<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(await wantsMail('anna@northwind.test', 'order_approvals')).toBe(true);

    // Without RFC 8058's body: refused, nothing changed.
    expect((await oneClick(path, 'x=1')).statusCode).toBe(400);
    expect(await wantsMail('anna@northwind.test', 'order_approvals')).toBe(true);

    const done = await oneClick(path);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('U krijgt geen e-mails meer over bestellingen die op uw goedkeuring wachten.');
    expect(done.body).toContain('href="http://localhost:4200/order/profile"');
    expect(await wantsMail('anna@northwind.test', 'order_approvals')).toBe(false);
    // Her portal notifications and her other topics stay; nobody else's changed.
    const anna = await preferences('anna@northwind.test');
    expect(anna.topics.find((t) => t.topic === 'order_approvals')!.portal).toBe(true);
    expect(anna.topics.find((t) => t.topic === 'order_outcomes')!.mail).toBe(true);
    expect(await wantsMail('ben@northwind.test', 'order_approvals')).toBe(true);

    // And the next order mails her no more.
    await h.database.db.update(outbox).set({ sentAt: sql`now()` }).where(sql`${outbox.sentAt} is null`);
    await place(h, bigOrder(options));
    const waiting = await h.database.db.select().from(outbox).where(sql`${outbox.sentAt} is null`);
    expect(waiting.map((m) => m.recipient)).not.toContain('anna@northwind.test');
  });

  it('refuses a link altered into another user\'s or another topic\'s, or forged', async () => {
    const row = (await h.database.db.select().from(outbox).where(sql`${outbox.headers} is not null`).limit(1))[0]!;
    const path = new URL(/<([^>]+)>/.exec(row.headers!['List-Unsubscribe']!)![1]!).pathname;
    const [userId, topic, signature] = path.split('/').at(-1)!.split('.');
    const benId = (await h.app.inject({ url: '/api/usermgmt/profile', headers: await h.as('ben@northwind.test', 'northwind-bouw') })).json().id as number;
    const altered = [
      [`${benId}.${topic}.${signature}`, 404],
      [`${userId}.order_outcomes.${signature}`, 404],
      [`${userId}.${topic}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`, 404],
      [`99999.${topic}.${signature}`, 404],
      [`${userId}.${topic}`, 400],
      ['not-a-token', 400],
    ] as const;
    for (const [token, status] of altered) {
      const url = `/api/public/unsubscribe/${token}`;
      expect((await h.app.inject({ url })).statusCode, token).toBe(status);
      expect((await oneClick(url)).statusCode, token).toBe(status);
    }
    expect(await wantsMail('ben@northwind.test', 'order_approvals')).toBe(true);
    expect((await preferences('anna@northwind.test')).topics.find((t) => t.topic === 'order_outcomes')!.mail).toBe(true);
  });

  it('puts no unsubscribe link on a security notice', async () => {
    await h.database.db.update(outbox).set({ sentAt: sql`now()` }).where(sql`${outbox.sentAt} is null`);
    const res = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'rita@requestonly.test', password: 'rental-demo' }, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' } });
    expect(res.statusCode).toBe(200);
    const notices = await h.database.db.select().from(outbox).where(sql`${outbox.sentAt} is null`);
    for (const notice of notices) {
      expect(notice.headers).toBeNull();
      expect(notice.body).not.toContain('/api/public/unsubscribe/');
    }
  });
});

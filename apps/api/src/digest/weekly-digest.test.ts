// Issue 34: the weekly digest for Anna at scale 10, in Dutch, from the seeded data: its sections,
// Dutch words, amounts and dates, and every link opens an existing record or list of hers. A run
// claimed twice sends once, and someone with nothing to say (or who opted out) gets nothing.
import { and, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, outbox, users } from '../db/schema';
import { runDue } from '../schedule/scheduler';
import { createHarness, SEED_DAY, type Harness } from '../testing/harness';
import { weeklyDigestJob } from './weekly-digest';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ scale: 10 });
}, 180_000);
afterAll(() => h.close());

const BASE = 'http://localhost:4200';
// SEED_DAY (2025-06-02) is a Monday: 07:00 in Amsterdam (summer time) is 05:00 UTC.
const MONDAY_0700_NL = new Date(SEED_DAY.getTime() + 5 * 3_600_000);
const log = { error: (...args: unknown[]) => console.error(...args), info: () => undefined };
const digests = (email: string) =>
  h.database.db.select().from(outbox).where(and(eq(outbox.recipient, email), or(like(outbox.subject, 'Uw weekoverzicht%'), like(outbox.subject, 'Your weekly summary%'))));

/** The portal's pages and the API answers behind them. */
const apiOf: [RegExp, string][] = [
  [/^\/order\/contracts/, '/api/overview/contracts'],
  [/^\/order\/orders/, '/api/overview/orders'],
  [/^\/order\/documents/, '/api/overview/documents'],
  [/^\/request\/requests/, '/api/request/requests'],
  [/^\/asset\/assets/, '/api/assets'],
];

describe('weekly digest', () => {
  it('is not due before Monday 07:00 in the opCo', async () => {
    const job = weeklyDigestJob(h.database.db, BASE);
    expect(await runDue({ db: h.database.db, jobs: [job], log }, new Date(MONDAY_0700_NL.getTime() - 60_000))).toEqual([]);
    expect(await digests('anna@northwind.test')).toHaveLength(0);
  });

  it("sends Anna one Dutch digest per company, once, however often the run is claimed", async () => {
    const job = weeklyDigestJob(h.database.db, BASE);
    const runs = await Promise.all([runDue({ db: h.database.db, jobs: [job], log }, MONDAY_0700_NL), runDue({ db: h.database.db, jobs: [job], log }, MONDAY_0700_NL)]);
    // Every opCo's Monday 07:00 is 05:00 UTC in summer; each period ran once, by one of the two.
    expect(runs.flat().sort()).toEqual(['be', 'de', 'hu', 'nl', 'pl'].map((o) => `weekly_digest/2025-W23:${o}`));
    // The same week's period taken again (as after a crash) tells nobody twice.
    await job.run('2025-W23:nl', MONDAY_0700_NL);
    const mails = await digests('anna@northwind.test');
    expect(mails.map((m) => m.subject).sort()).toEqual(['Uw weekoverzicht voor Northwind Bouw B.V.', 'Uw weekoverzicht voor Northwind Infra B.V.']);
  });

  it('tells Lena, limited to one project, of that project alone (issue 35 point 6)', async () => {
    const mails = await h.database.db.select().from(outbox).where(eq(outbox.recipient, 'lena@northwind.test'));
    expect(mails).toHaveLength(1);
    const headings = [...mails[0]!.body.matchAll(/^== (.+) ==$/gm)].map((m) => m[1]);
    expect(headings.length).toBeGreaterThan(0);
    expect(new Set(headings)).toEqual(new Set(['Havenkwartier 1']));
  });

  it('says, per project and in Dutch, what is on rent, its cost, what comes back, open requests, waiting orders and late inspections', async () => {
    const [mail] = (await digests('anna@northwind.test')).filter((m) => m.subject.includes('Northwind Bouw'));
    const text = mail!.body;
    expect(text).toContain('Beste Anna,');
    for (const title of ['Op huur: ', 'Kosten tot nu toe', 'Terug binnen 7 dagen: ', 'Openstaande aanvragen: ', 'Orders die op goedkeuring wachten: ', 'Keuringen te laat: '])
      expect(text, title).toContain(title);
    // Projects as headings, capped lines with the rest behind a link.
    expect(text).toMatch(/== .+ ==/);
    expect(text).toMatch(/en nog \d+: http/);
    // Dutch amounts (€ 1.234,56) and dates (5 jun 2025).
    expect(text).toMatch(/€\s?\d{1,3}(\.\d{3})*,\d{2}/);
    expect(text).toMatch(/terug op \d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\.? 2025/);
    expect(text).toMatch(/keuring was \d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)\.? 20\d\d/);
    expect(mail!.html).toContain('<html lang="nl">');
    // One click stops the digest (RFC 8058), as with every mail that is not a security notice.
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe': expect.stringMatching(/^<http.+\/api\/public\/unsubscribe\/.+>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.html).toContain('<h2');

    // The footer's unsubscribe link opens its confirmation page (it changes nothing on GET).
    const unsubscribe = text.match(/http:\/\/localhost:4200\/api\/public\/unsubscribe\/\S+/)?.[0];
    expect(unsubscribe).toBeDefined();
    expect((await h.app.inject({ url: new URL(unsubscribe!).pathname })).statusCode).toBe(200);
    // Every other link opens something of Northwind Bouw's: a record, or a list that is not empty.
    const links = [...new Set(text.match(/http:\/\/localhost:4200\/[^\s>]*/g) ?? [])].filter((l) => l !== `${BASE}/` && l !== unsubscribe);
    expect(links.length).toBeGreaterThan(10);
    const headers = await h.as('anna@northwind.test', 'northwind-bouw');
    for (const link of links) {
      const url = new URL(link);
      const api = apiOf.find(([page]) => page.test(url.pathname));
      expect(api, link).toBeDefined();
      const res = await h.app.inject({ url: `${url.pathname.replace(api![0], api![1])}${url.search}`, headers });
      expect(res.statusCode, link).toBe(200);
      const body = res.json() as { items?: unknown[] };
      if (body.items) expect(body.items.length, link).toBeGreaterThan(0);
    }
  });

  it('sends nothing to whoever has nothing to say, or opted out', async () => {
    // Ben has the order module of Northwind Bouw but sees no prices and approves nothing.
    const [ben] = await digests('ben@northwind.test');
    expect(ben!.body).not.toMatch(/Kosten|Cost to date|€/);
    expect(ben!.body).not.toContain('Orders waiting for approval');
    // Nora's client has no module: nothing to say.
    expect(await h.database.db.select().from(outbox).where(eq(outbox.recipient, 'nora@nomodules.test'))).toHaveLength(0);

    const [anna] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'anna@northwind.test'));
    await h.database.db.insert(notificationPreferences).values({ userId: anna!.id, topic: 'weekly_digest', mail: false, portal: false });
    const nextMonday = new Date(MONDAY_0700_NL.getTime() + 7 * 86_400_000);
    expect(await runDue({ db: h.database.db, jobs: [weeklyDigestJob(h.database.db, BASE)], log }, nextMonday)).toContain('weekly_digest/2025-W24:nl');
    expect(await digests('anna@northwind.test')).toHaveLength(2);
  });
});

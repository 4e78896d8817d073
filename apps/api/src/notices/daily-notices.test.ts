// Issue 34: the daily sweep tells members who opted in of new and overdue invoices (with the right
// to see documents; amounts only with prices) and of inspections due or overdue, by mail and/or in
// the portal as they chose; a second run tells nobody twice, and opted-out members hear nothing.
import { and, eq, like } from 'drizzle-orm';
import { notificationPageSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, corporateClients, documents, notificationPreferences, outbox, projects, users } from '../db/schema';
import { clientUuid, countRows, createHarness, SEED_DAY, type Harness } from '../testing/harness';
import { dailyNoticesJob, sendDailyNotices } from './daily-notices';

let h: Harness;
let bouw: number;
beforeAll(async () => {
  h = await createHarness();
  const [client] = await h.database.db.select({ id: corporateClients.id }).from(corporateClients).where(eq(corporateClients.externalUuid, clientUuid('northwind-bouw')));
  bouw = client!.id;
});
afterAll(() => h.close());

const BASE = 'http://localhost:4200';
// 06:00 in Amsterdam on the seed's day (summer time).
const SIX_NL = new Date(SEED_DAY.getTime() + 4 * 3_600_000);
const day = (offset: number) => new Date(SEED_DAY.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

const idOf = async (email: string) => (await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const optIn = async (email: string, topic: string, mail: boolean, portal: boolean) =>
  h.database.db.insert(notificationPreferences).values({ userId: await idOf(email), topic, mail, portal });
const mailsTo = (email: string, subject: string) =>
  h.database.db.select().from(outbox).where(and(eq(outbox.recipient, email), like(outbox.subject, `${subject}%`)));
const notificationsOf = async (email: string) =>
  notificationPageSchema.parse((await h.app.inject({ url: '/api/usermgmt/notifications?pageSize=100', headers: await h.as(email, 'northwind-bouw') })).json()).items;
const invoice = async (number: string, date: string, dueDate: string, status: 'open' | 'overdue') =>
  h.database.db.insert(documents).values({ clientId: bouw, type: 'invoice', number, date, dueDate, amount: '1234.56', currency: 'EUR', status });

describe('daily invoice and inspection notices', () => {
  it('is due from 06:00 in each opCo', () => {
    const job = dailyNoticesJob(h.database.db, BASE);
    expect(job.duePeriods(new Date(SIX_NL.getTime() - 60_000))).toEqual([]);
    expect(job.duePeriods(SIX_NL)).toContain('2025-06-02:nl');
  });

  it('tells nobody who did not opt in (invoices and inspections are off by default)', async () => {
    await invoice('INV-T-OFF', day(0), day(30), 'open');
    await sendDailyNotices(h.database.db, 'nl', SIX_NL, BASE);
    expect(await mailsTo('anna@northwind.test', 'Facturen van')).toHaveLength(0);
    expect((await notificationsOf('anna@northwind.test')).some((n) => n.kind.startsWith('invoice'))).toBe(false);
  });

  it('tells of new and overdue invoices once, by mail and in the portal as chosen, amounts only with prices', async () => {
    await optIn('anna@northwind.test', 'invoices', true, true);
    await optIn('ben@northwind.test', 'invoices', true, false);
    await invoice('INV-T-NEW', day(-2), day(28), 'open');
    await invoice('INV-T-LATE', day(-40), day(-3), 'overdue');
    // Overdue for longer than the horizon: the weekly digest's business, not a fresh notice.
    await invoice('INV-T-OLD', day(-200), day(-100), 'overdue');
    await sendDailyNotices(h.database.db, 'nl', SIX_NL, BASE);

    const [anna, ...more] = await mailsTo('anna@northwind.test', 'Facturen van Northwind Bouw');
    expect(more).toHaveLength(0);
    expect(anna!.body).toMatch(/Nieuwe facturen: \d+/);
    expect(anna!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(anna!.body).toMatch(/INV-T-NEW · €\s1\.234,56 · vervaldatum 30 jun 2025/);
    expect(anna!.body).toContain('Er is nieuws over facturen van Northwind Bouw B.V.\n');
    expect(anna!.body).toMatch(/Vervallen facturen: \d+/);
    expect(anna!.body).toMatch(/INV-T-LATE · €\s1\.234,56/);
    expect(anna!.body).not.toContain('INV-T-OLD');
    expect(anna!.body).toContain(`${BASE}/order/documents?q=INV-T-NEW`);
    const annas = await notificationsOf('anna@northwind.test');
    expect(annas.find((n) => n.subject === 'INV-T-NEW')).toMatchObject({ kind: 'invoice_new', link: '/order/documents?q=INV-T-NEW' });
    expect(annas.find((n) => n.subject === 'INV-T-LATE')).toMatchObject({ kind: 'invoice_overdue' });
    // The link finds the invoice.
    const found = await h.app.inject({ url: '/api/overview/documents?q=INV-T-NEW', headers: await h.as('anna@northwind.test', 'northwind-bouw') });
    expect((found.json() as { items: { number: string }[] }).items.map((d) => d.number)).toEqual(['INV-T-NEW']);

    // Ben reads English, sees no prices, and wanted no portal notices.
    const [ben] = await mailsTo('ben@northwind.test', 'Invoices of Northwind Bouw');
    expect(ben!.body).toContain('INV-T-NEW · due Jun 30, 2025');
    expect(ben!.body).not.toContain('€');
    expect((await notificationsOf('ben@northwind.test')).some((n) => n.kind.startsWith('invoice'))).toBe(false);

    // Run again (another process, a retaken run): nothing new to tell.
    const before = await countRows(h.database, 'SELECT count(*)::int AS n FROM outbox');
    expect(await sendDailyNotices(h.database.db, 'nl', new Date(SIX_NL.getTime() + 3_600_000), BASE)).toBe(0);
    expect(await countRows(h.database, 'SELECT count(*)::int AS n FROM outbox')).toBe(before);
    expect((await notificationsOf('anna@northwind.test')).length).toBe(annas.length);
  });

  it('tells Lena, limited to one project, only of that project\'s invoices (issue 35 point 6)', async () => {
    await optIn('lena@northwind.test', 'invoices', false, true);
    const [own] = await h.database.db.select({ id: projects.id }).from(projects).where(and(eq(projects.clientId, bouw), eq(projects.code, 'P1-001')));
    await h.database.db.insert(documents).values({ clientId: bouw, projectId: own!.id, type: 'invoice', number: 'INV-T-LENA', date: day(-1), dueDate: day(29), amount: '10.00', currency: 'EUR', status: 'open' });
    await invoice('INV-T-ELSEWHERE', day(-1), day(29), 'open');
    await sendDailyNotices(h.database.db, 'nl', SIX_NL, BASE);
    const subjects = (await notificationsOf('lena@northwind.test')).map((n) => n.subject);
    expect(subjects).toContain('INV-T-LENA');
    expect(subjects.filter((s) => s.startsWith('INV-T-') && s !== 'INV-T-LENA')).toEqual([]);
  });

  it('tells of inspections due within 30 days or overdue, and again when the due date moves', async () => {
    await optIn('anna@northwind.test', 'inspections', false, true);
    const [asset] = await h.database.db.insert(assets).values({ clientId: bouw, name: 'Test hoist', serial: 'T-HOIST-1', inspectionDueDate: day(10) }).returning({ id: assets.id });
    const [far] = await h.database.db.insert(assets).values({ clientId: bouw, name: 'Far hoist', serial: 'T-HOIST-2', inspectionDueDate: day(90) }).returning({ id: assets.id });
    await sendDailyNotices(h.database.db, 'nl', SIX_NL, BASE);
    const told = (await notificationsOf('anna@northwind.test')).filter((n) => n.link === `/asset/assets/${asset!.id}`);
    expect(told).toMatchObject([{ kind: 'inspection_due', subject: 'Test hoist (T-HOIST-1)' }]);
    expect((await notificationsOf('anna@northwind.test')).some((n) => n.link === `/asset/assets/${far!.id}`)).toBe(false);
    // Portal only: no inspection mail.
    expect(await mailsTo('anna@northwind.test', 'Keuringen bij')).toHaveLength(0);

    await sendDailyNotices(h.database.db, 'nl', SIX_NL, BASE);
    expect((await notificationsOf('anna@northwind.test')).filter((n) => n.link === `/asset/assets/${asset!.id}`)).toHaveLength(1);
    // A day past its date it is overdue: that is news once more.
    await sendDailyNotices(h.database.db, 'nl', new Date(SIX_NL.getTime() + 11 * 86_400_000), BASE);
    const again = (await notificationsOf('anna@northwind.test')).filter((n) => n.link === `/asset/assets/${asset!.id}`);
    expect(again.map((n) => n.kind)).toEqual(['inspection_overdue', 'inspection_due']);
  });
});

// Issue 34: the back office moves a request on (staff only); the requester gets a mail in their
// language and a portal notification, each only if they want request updates on that channel; the
// reason of a rejection shows on the request's page.
import { desc, gt } from 'drizzle-orm';
import { notificationPageSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, outbox, users } from '../../db/schema';
import { createHarness, type Harness } from '../../testing/harness';
import { detail, send } from './request-testing';
import { eq } from 'drizzle-orm';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const RITA = { email: 'rita@requestonly.test', client: 'request-only' };

async function raise(): Promise<number> {
  const res = await send(h, { type: 'other', subject: 'Gate', description: 'The gate code changes.' }, RITA);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}
const setStatus = async (id: number, body: object, email = 'staff@atlas.test') =>
  h.app.inject({ method: 'POST', url: `/api/admin/requests/${id}/status`, headers: await h.as(email), payload: body });
const lastOutboxId = async () => (await h.database.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;
const mailsAfter = (id: number) => h.database.db.select().from(outbox).where(gt(outbox.id, id));
const ritasNotifications = async () =>
  notificationPageSchema.parse((await h.app.inject({ url: '/api/usermgmt/notifications', headers: await h.as(RITA.email, RITA.client) })).json());

describe('request status changes', () => {
  it('tells the requester of progress and of a rejection with its reason, by mail and in the portal', async () => {
    const id = await raise();
    const before = await lastOutboxId();
    const progress = await setStatus(id, { status: 'in_progress', version: 1 });
    expect(progress.statusCode, progress.body).toBe(200);
    expect(progress.json()).toEqual({ id, status: 'in_progress', version: 2 });
    const { number } = await detail(h, id, RITA.email, RITA.client);
    const [mail, ...more] = await mailsAfter(before);
    expect(more).toHaveLength(0);
    // Rita reads Flemish.
    expect(mail).toMatchObject({ recipient: RITA.email, subject: `Aanvraag ${number} is in behandeling` });
    expect(mail!.body).toContain(`Status: In behandeling`);
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.body).toContain(`http://localhost:4200/request/requests/${id}`);
    expect((await ritasNotifications()).items[0]).toMatchObject({ kind: 'request_in_progress', subject: number, link: `/request/requests/${id}`, read: false });

    // A rejection needs its reason.
    expect((await setStatus(id, { status: 'rejected', version: 2 })).statusCode).toBe(400);
    const rejected = await setStatus(id, { status: 'rejected', reason: 'Gate codes are changed on site only', version: 2 });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mails = await mailsAfter(before);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Aanvraag ${number} is afgewezen`);
    expect(mails[1]!.body).toContain('Reden: Gate codes are changed on site only');
    expect((await ritasNotifications()).items[0]).toMatchObject({ kind: 'request_rejected', subject: number });
    // The portal's request page shows the status and why.
    const shown = await detail(h, id, RITA.email, RITA.client);
    expect(shown.status).toBe('rejected');
    expect(shown.events.at(-1)).toMatchObject({ status: 'rejected', note: 'Gate codes are changed on site only', byName: null });
  });

  it('allows only forward transitions on the current version, and only to staff', async () => {
    const id = await raise();
    expect((await setStatus(id, { status: 'done', version: 1 }, 'anna@northwind.test')).statusCode).toBe(403);
    expect((await setStatus(id, { status: 'done', version: 7 })).json()).toMatchObject({ status: 409, code: 'version_conflict' });
    expect((await setStatus(id, { status: 'done', version: 1 })).statusCode).toBe(200);
    expect((await setStatus(id, { status: 'in_progress', version: 2 })).json()).toMatchObject({ status: 409, code: 'invalid_status' });
    expect((await setStatus(999_999, { status: 'done', version: 1 })).statusCode).toBe(404);
    expect((await setStatus(id, { status: 'submitted', version: 2 })).statusCode).toBe(400);
  });

  it('tells nothing on a channel the requester turned off', async () => {
    const [rita] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, RITA.email));
    await h.database.db.insert(notificationPreferences).values({ userId: rita!.id, topic: 'request_updates', mail: false, portal: true });
    const id = await raise();
    const before = await lastOutboxId();
    const unread = (await ritasNotifications()).unread;
    expect((await setStatus(id, { status: 'done', version: 1 })).statusCode).toBe(200);
    expect(await mailsAfter(before)).toHaveLength(0);
    expect((await ritasNotifications()).unread).toBe(unread + 1);

    await h.database.db.update(notificationPreferences).set({ portal: false }).where(eq(notificationPreferences.userId, rita!.id));
    const other = await raise();
    expect((await setStatus(other, { status: 'done', version: 1 })).statusCode).toBe(200);
    expect(await mailsAfter(before)).toHaveLength(0);
    expect((await ritasNotifications()).unread).toBe(unread + 1);
  });
});

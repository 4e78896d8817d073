// Issue 34, preferences: per topic by mail and in the portal, per user (any client), saved with the
// version they were based on; the order and stop-rental mails and notifications follow them.
import { notificationPreferencesSchema, placedOrderSchema, type NotificationPreferences } from '@portal/shared-api-contract';
import { desc, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../db/schema';
import { orderHarness } from '../order/order-harness';
import { bigOrder, place } from '../order/order-testing';

const file = orderHarness();

const URL_ = '/api/usermgmt/notification-preferences';
const read = async (email: string, client?: string) => {
  const res = await file.h.app.inject({ url: URL_, headers: client ? await file.h.as(email, client) : { authorization: `Bearer ${await file.h.token(email)}` } });
  expect(res.statusCode, res.body).toBe(200);
  return notificationPreferencesSchema.parse(res.json());
};
const save = async (email: string, body: unknown) =>
  file.h.app.inject({ method: 'PUT', url: URL_, headers: { authorization: `Bearer ${await file.h.token(email)}` }, payload: body as object });
const topic = (p: NotificationPreferences, name: string) => p.topics.find((t) => t.topic === name)!;
const lastId = async (table: typeof outbox | typeof notifications) => (await file.h.database.db.select({ id: table.id }).from(table).orderBy(desc(table.id)).limit(1))[0]?.id ?? 0;

describe('notification preferences', () => {
  it('answers every topic with its default before any choice, the digest on for a user of the order module', async () => {
    const ben = await read('ben@northwind.test');
    expect(ben.topics.map((t) => t.topic)).toEqual(['order_approvals', 'order_outcomes', 'off_hires', 'request_updates', 'invoices', 'inspections', 'weekly_digest']);
    expect(topic(ben, 'order_approvals')).toEqual({ topic: 'order_approvals', mail: true, portal: true });
    expect(topic(ben, 'invoices')).toEqual({ topic: 'invoices', mail: false, portal: false });
    expect(topic(ben, 'weekly_digest')).toEqual({ topic: 'weekly_digest', mail: true, portal: false });
    expect(topic(await read('rita@requestonly.test'), 'weekly_digest').mail).toBe(false);
  });

  it('saves per user, bumps the version and answers 409 with the current ones to a stale save', async () => {
    const before = await read('rita@requestonly.test');
    const saved = await save('rita@requestonly.test', { version: before.version, topics: [{ topic: 'invoices', mail: true, portal: true }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = notificationPreferencesSchema.parse(saved.json());
    expect(after.version).toBe(before.version + 1);
    expect(topic(after, 'invoices')).toEqual({ topic: 'invoices', mail: true, portal: true });
    expect(topic(after, 'off_hires')).toEqual(topic(before, 'off_hires'));
    // The same in any client: preferences belong to the person.
    expect(await read('rita@requestonly.test', 'request-only')).toEqual(after);

    const stale = await save('rita@requestonly.test', { version: before.version, topics: [{ topic: 'invoices', mail: false, portal: false }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', current: after });
    expect(await read('rita@requestonly.test')).toEqual(after);
  });

  it('refuses an unknown topic, the digest in the portal and a topic named twice (400)', async () => {
    const { version } = await read('ben@northwind.test');
    const refused = async (topics: unknown[]) => {
      const res = await save('ben@northwind.test', { version, topics });
      expect(res.statusCode, JSON.stringify(topics)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    };
    await refused([{ topic: 'lottery', mail: true, portal: true }]);
    await refused([{ topic: 'weekly_digest', mail: true, portal: true }]);
    await refused([{ topic: 'invoices', mail: true, portal: false }, { topic: 'invoices', mail: false, portal: false }]);
    expect((await read('ben@northwind.test')).version).toBe(version);
  });

  it('an approver without approval mails gets the notification only; without portal, the mail only', async () => {
    const annaId = (await file.h.app.inject({ url: '/api/usermgmt/profile', headers: await file.h.as('anna@northwind.test', 'northwind-bouw') })).json().id as number;
    /** Places a big order of Ben's: whether Anna got its mail, and whether its notification. */
    const placeAndSee = async () => {
      const [mails, told] = [await lastId(outbox), await lastId(notifications)];
      const { number } = placedOrderSchema.parse((await place(file.h, bigOrder(file.options))).json());
      const mailed = (await file.h.database.db.select().from(outbox).where(gt(outbox.id, mails))).some((m) => m.recipient === 'anna@northwind.test');
      const notified = (await file.h.database.db.select().from(notifications).where(gt(notifications.id, told))).some((n) => n.userId === annaId && n.subject === number);
      return { mailed, notified };
    };
    expect(await placeAndSee()).toEqual({ mailed: true, notified: true });

    const anna = await read('anna@northwind.test');
    const off = await save('anna@northwind.test', { version: anna.version, topics: [{ topic: 'order_approvals', mail: false, portal: true }] });
    expect(off.statusCode, off.body).toBe(200);
    expect(await placeAndSee()).toEqual({ mailed: false, notified: true });

    const { version } = notificationPreferencesSchema.parse(off.json());
    expect((await save('anna@northwind.test', { version, topics: [{ topic: 'order_approvals', mail: true, portal: false }] })).statusCode).toBe(200);
    expect(await placeAndSee()).toEqual({ mailed: true, notified: false });
  });
});

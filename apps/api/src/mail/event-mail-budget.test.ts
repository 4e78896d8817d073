// Issue 34, point 6: the mails a person's orders, decisions and stop rentals cause are limited per
// user and per company per hour. Past that the order is still placed and the approvers still see
// it under Notifications; only the mails are left out.
import { placedOrderSchema } from '@portal/shared-api-contract';
import { desc, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outbox } from '../db/schema';
import { orderHarness } from '../services/order/order-harness';
import { bigOrder, place, post } from '../services/order/order-testing';
import { dayFromToday, openLines, send } from '../services/request/request-testing';

const file = orderHarness({ limits: { eventMailsPerUserPerHour: 1, eventMailsPerClientPerHour: 2 } });

const lastId = async (table: typeof outbox | typeof notifications) => (await file.h.database.db.select({ id: table.id }).from(table).orderBy(desc(table.id)).limit(1))[0]?.id ?? 0;

/** Places a big order as `email`: what it mailed Anna, and whether she was notified. */
async function placeAndSee(email: string) {
  const [mails, told] = [await lastId(outbox), await lastId(notifications)];
  const res = await place(file.h, bigOrder(file.options), { email });
  expect(res.statusCode, res.body).toBe(201);
  const placed = placedOrderSchema.parse(res.json());
  expect(placed.status).toBe('awaiting_approval');
  const mailed = (await file.h.database.db.select().from(outbox).where(gt(outbox.id, mails))).filter((m) => m.subject.includes(placed.number));
  const notified = (await file.h.database.db.select().from(notifications).where(gt(notifications.id, told))).filter((n) => n.subject === placed.number);
  return { mailed: mailed.length, notified: notified.length };
}

describe('mails caused by orders', () => {
  it('places every order, mails within the allowances only, and always notifies in the portal', async () => {
    const first = await placeAndSee('ben@northwind.test');
    expect(first.mailed).toBeGreaterThan(0);
    expect(first.notified).toBe(first.mailed);
    // Ben's second order of the hour: placed and notified, not mailed.
    expect(await placeAndSee('ben@northwind.test')).toEqual({ mailed: 0, notified: first.notified });
  });

  it('counts the company too: a colleague\'s decision past its allowance notifies, unmailed', async () => {
    // Ben's two orders above took the company's two. Anna rejects one: Ben hears of it in the portal only.
    const [mails, told] = [await lastId(outbox), await lastId(notifications)];
    const placed = placedOrderSchema.parse((await place(file.h, bigOrder(file.options))).json());
    const rejected = await post(file.h, `/orders/${placed.id}/reject`, { version: 1, reason: 'Over budget' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await file.h.database.db.select().from(outbox).where(gt(outbox.id, mails))).filter((m) => m.recipient === 'ben@northwind.test')).toEqual([]);
    expect((await file.h.database.db.select().from(notifications).where(gt(notifications.id, told))).map((n) => n.kind)).toContain('order_rejected');
  });

  it('limits stop-rental confirmations per user the same way', async () => {
    const stop = async () => {
      const mails = await lastId(outbox);
      const [line] = await openLines(file.h, '', 'rita@requestonly.test', 'request-only');
      const res = await send(file.h, { type: 'off_hire', offHireDate: dayFromToday(1), lines: [{ contractLineId: line!.id, quantity: 1 }] }, { email: 'rita@requestonly.test', client: 'request-only' });
      expect(res.statusCode, res.body).toBe(201);
      return (await file.h.database.db.select().from(outbox).where(gt(outbox.id, mails))).length;
    };
    expect(await stop()).toBe(1);
    expect(await stop()).toBe(0);
  });
});


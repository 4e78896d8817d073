// Issue 34: an order that waits reaches the client's other approvers, and its outcome the person who
// placed it, each mail in the recipient's language with HTML and text parts and a link to the order;
// nothing a user typed becomes markup, and amounts go only to those who see prices.
import { placedOrderSchema, type OrderFormOptions } from '@portal/shared-api-contract';
import { desc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createHarness, type Harness } from '../testing/harness';
import { bigOrder, formOptions, place, post, smallOrder } from '../services/order/order-testing';

let h: Harness;
let options: OrderFormOptions;
beforeAll(async () => {
  h = await createHarness();
  options = await formOptions(h);
});
afterAll(() => h.close());

/** The mails written since `after` (an outbox id), oldest first. */
const mailsSince = async (after: number) =>
  (await h.database.db.select().from(outbox).where(gt(outbox.id, after)).orderBy(outbox.id));
const lastId = async () => (await h.database.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;
const approversOfNorthwind = async () => {
  const rows = await h.database.db.execute(sql`
    SELECT DISTINCT u.email FROM memberships m JOIN users u ON u.id = m.user_id AND u.active
    JOIN corporate_clients c ON c.id = m.client_id AND c.external_uuid = '5eed0000-0000-4000-8000-000000000001'
    JOIN membership_roles mr ON mr.membership_id = m.id JOIN roles r ON r.id = mr.role_id AND NOT r.archived
    JOIN role_rights rr ON rr.role_id = r.id AND rr.right_code = 'APPROVE_ORDERS'
    WHERE m.active AND m.accepted_at IS NOT NULL ORDER BY u.email`);
  return (rows as unknown as { rows: { email: string }[] }).rows.map((r) => r.email);
};

describe('order mails', () => {
  it('asks every other approver, in their language, with the amount and a link to the order', async () => {
    const before = await lastId();
    const placed = placedOrderSchema.parse((await place(h, bigOrder(options))).json());
    expect(placed.status).toBe('awaiting_approval');
    const mails = await mailsSince(before);
    const approvers = (await approversOfNorthwind()).filter((e) => e !== 'ben@northwind.test');
    expect(approvers.length).toBeGreaterThan(0);
    expect(mails.map((m) => m.recipient).sort()).toEqual(approvers);
    const anna = mails.find((m) => m.recipient === 'anna@northwind.test')!;
    expect(anna.subject).toBe(`Order ${placed.number} wacht op uw goedkeuring`);
    expect(anna.opCo).toBe('nl');
    expect(anna.body).toContain('Beste Anna,');
    expect(anna.body).toContain('Ben Jansen heeft order');
    expect(anna.body).toMatch(/Bedrag: €\s\d{1,3}(\.\d{3})*,\d{2}\n/);
    expect(anna.body).toContain(`http://localhost:4200/order/orders/${placed.id}`);
    expect(anna.html).toContain(`href="http://localhost:4200/order/orders/${placed.id}"`);
    expect(anna.html).toContain('<html lang="nl">');
    expect(anna.html).toContain('Atlas Rental Nederland');
  });

  it('sends nothing to approve when the order is below the approval amount', async () => {
    const before = await lastId();
    // Anna's own: Ben's big orders of today count with his next one (approval-rules.ts).
    const placed = placedOrderSchema.parse((await place(h, smallOrder(options), { email: 'anna@northwind.test' })).json());
    expect(placed.status).toBe('submitted');
    expect(await mailsSince(before)).toEqual([]);
  });

  it('tells who placed it that it was rejected, with the reason as text (never markup) and no amount without the price right', async () => {
    const placed = placedOrderSchema.parse((await place(h, bigOrder(options))).json());
    const before = await lastId();
    const reason = '<b>Over budget</b> & "later"';
    expect((await post(h, `/orders/${placed.id}/reject`, { version: 1, reason })).statusCode).toBe(200);
    const [mail, ...more] = await mailsSince(before);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: 'ben@northwind.test', subject: `Order ${placed.number} was rejected` });
    expect(mail!.body).toContain('Hello Ben,');
    expect(mail!.body).toContain('Anna de Vries rejected your order');
    expect(mail!.body).toContain(`Reason: ${reason}`);
    expect(mail!.html).toContain('&lt;b&gt;Over budget&lt;/b&gt; &amp; &quot;later&quot;');
    expect(mail!.html).not.toContain('<b>Over budget');
    // Ben has no VIEW_PRICES: the order detail shows him no total, and neither does the mail.
    expect(mail!.body).not.toMatch(/Amount|€/);
    expect(mail!.html).not.toMatch(/Amount|€/);
  });

  it('tells who placed it of an approval or a cancellation by someone else, not of their own cancellation', async () => {
    const approved = placedOrderSchema.parse((await place(h, bigOrder(options))).json());
    let before = await lastId();
    await post(h, `/orders/${approved.id}/approve`, { version: 1 });
    expect((await mailsSince(before)).map((m) => [m.recipient, m.subject])).toEqual([['ben@northwind.test', `Order ${approved.number} was approved`]]);

    const cancelledByAnna = placedOrderSchema.parse((await place(h, bigOrder(options))).json());
    before = await lastId();
    await post(h, `/orders/${cancelledByAnna.id}/cancel`, { version: 1 });
    expect((await mailsSince(before)).map((m) => [m.recipient, m.subject])).toEqual([['ben@northwind.test', `Order ${cancelledByAnna.number} was cancelled`]]);

    const cancelledByBen = placedOrderSchema.parse((await place(h, bigOrder(options))).json());
    before = await lastId();
    await post(h, `/orders/${cancelledByBen.id}/cancel`, { version: 1 }, 'ben@northwind.test');
    expect(await mailsSince(before)).toEqual([]);
  });
});

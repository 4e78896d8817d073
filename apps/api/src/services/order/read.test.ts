// The reads of ordering: catalogue, form options, estimate, the orders list, its CSV, one order,
// the seeded history, and the order capability in global-actions.
import { orderDetailSchema, orderPageSchema, orderQuoteSchema, productCategoryListSchema, productPageSchema } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createHarness, type Harness } from '../../testing/harness';
import { BASE, bigOrder, formOptions, post } from './order-testing';
import { todayIn } from './pricing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = async (url: string, email = 'anna@northwind.test', client = 'northwind-bouw') => h.app.inject({ url: `${BASE}${url}`, headers: await h.as(email, client) });

describe('catalogue', () => {
  it("lists the opCo's categories and products, by category, with rates only for who sees prices", async () => {
    const categories = productCategoryListSchema.parse((await get('/catalogue/categories')).json());
    expect(categories.items.length).toBe(20);
    const anna = productPageSchema.parse((await get('/catalogue/products?pageSize=100')).json());
    expect(anna.total).toBe(await countRows(h.database, `SELECT count(*) AS n FROM products WHERE 'nl' = ANY (op_cos)`));
    expect(anna.items.map((p) => p.categoryId)).toEqual([...anna.items.map((p) => p.categoryId)].sort((a, b) => a - b));
    expect(anna.items[0]!.rates).toMatchObject({ day: expect.stringMatching(/^\d+\.\d{2}$/) });
    const ben = productPageSchema.parse((await get('/catalogue/products', 'ben@northwind.test')).json());
    expect(ben.items.every((p) => p.rates === null)).toBe(true);
  });

  it('searches codes and names in any language, with LIKE wildcards taken literally', async () => {
    const first = productPageSchema.parse((await get('/catalogue/products?pageSize=1')).json()).items[0]!;
    const byCode = productPageSchema.parse((await get(`/catalogue/products?q=${encodeURIComponent(first.code.toLowerCase())}`)).json());
    expect(byCode.items.map((p) => p.id)).toContain(first.id);
    const byGerman = productPageSchema.parse((await get(`/catalogue/products?q=${encodeURIComponent(first.names.de)}`)).json());
    expect(byGerman.items.map((p) => p.id)).toContain(first.id);
    expect(productPageSchema.parse((await get('/catalogue/products?q=%25')).json()).total).toBe(0);
    const inCategory = productPageSchema.parse((await get(`/catalogue/products?categoryId=${first.categoryId}&pageSize=100`)).json());
    expect(inCategory.items.every((p) => p.categoryId === first.categoryId)).toBe(true);
  });

  it('names sizes as each language writes numbers, and lists them by size in the reader’s language (issue 32)', async () => {
    const categories = productCategoryListSchema.parse((await get('/catalogue/categories')).json());
    const excavators = categories.items.find((c) => c.code === 'excavators')!;
    const inOrder = async () => productPageSchema.parse((await get(`/catalogue/products?categoryId=${excavators.id}&pageSize=100`)).json()).items;
    const size = (name: string) => Number(/([\d.,]+) t$/.exec(name)![1]!.replace(',', '.'));
    const english = await inOrder();
    const sizes = english.map((p) => size(p.names['en-US']));
    expect(sizes.slice(0, 6)).toEqual([1, 3.5, 6, 8.5, 11, 13.5]);
    const product = english.find((p) => p.names['en-US'] === 'Excavator 3.5 t')!;
    expect(product.names).toMatchObject({ de: 'Bagger 3,5 t', 'fr-BE': 'Pelle 3,5 t', nl: 'Graafmachine 3,5 t', 'nl-BE': 'Graafmachine 3,5 t', hu: 'Kotrógép 3,5 t', pl: 'Koparka 3,5 t' });

    // In Dutch too (the order is the reader's language's): 3,5 t before 11 t.
    const language = async (code: string) => h.database.db.execute(sql`UPDATE users SET preferred_language = ${code} WHERE email = 'anna@northwind.test'`);
    const before = (await h.database.db.execute(sql`SELECT preferred_language::text AS l FROM users WHERE email = 'anna@northwind.test'`)) as unknown as { rows: { l: string }[] };
    await language('nl');
    try {
      const dutch = await inOrder();
      expect(dutch.map((p) => p.names.nl).slice(0, 6)).toEqual(['Graafmachine 1 t', 'Graafmachine 3,5 t', 'Graafmachine 6 t', 'Graafmachine 8,5 t', 'Graafmachine 11 t', 'Graafmachine 13,5 t']);
    } finally {
      await language(before.rows[0]!.l);
    }
  });
});

describe('form options and estimate', () => {
  it('offers only what is not archived, today in the opCo, and the threshold to who sees prices', async () => {
    const anna = await formOptions(h);
    expect(anna.today).toBe(todayIn('nl'));
    expect(anna.approvalThreshold).toBe('5000.00');
    expect(anna.projects.length).toBe(await countRows(h.database, 'SELECT count(*) AS n FROM projects WHERE client_id = 1 AND NOT archived'));
    expect(anna.addresses.length).toBe(await countRows(h.database, 'SELECT count(*) AS n FROM addresses WHERE client_id = 1 AND NOT archived'));
    expect(anna.depots.length).toBe(await countRows(h.database, `SELECT count(*) AS n FROM depots WHERE op_co = 'nl'`));
    expect((await formOptions(h, 'ben@northwind.test')).approvalThreshold).toBeNull();
    const carl = await get('/order-form/options', 'carl@blocked.test', 'blocked');
    expect(carl.json()).toMatchObject({ status: 403, code: 'client_blocked' });
  });

  it("names each project's own addresses (its site first, then what its orders used) and contact persons, only choosable ones (issue 32)", async () => {
    const anna = await formOptions(h);
    const rows = <T>(query: string) => h.database.db.execute(sql.raw(query)).then((r) => (r as unknown as { rows: T[] }).rows);
    const sites = await rows<{ id: number; address_id: number | null }>('SELECT id, address_id FROM projects WHERE client_id = 1 AND NOT archived');
    const live = new Set(anna.addresses.map((a) => a.id));
    const liveContacts = new Set(anna.contactPersons.map((c) => c.id));
    let linked = 0;
    for (const project of anna.projects) {
      const site = sites.find((s) => s.id === project.id)!.address_id;
      if (site !== null && live.has(site)) expect(project.addressIds[0]).toBe(site);
      const used = await rows<{ address_id: number | null; contact_person_id: number | null }>(
        `SELECT address_id, contact_person_id FROM orders WHERE client_id = 1 AND project_id = ${project.id}`);
      const expectedAddresses = new Set([site, ...used.map((u) => u.address_id)].filter((a): a is number => a !== null && live.has(a)));
      const expectedContacts = new Set(used.map((u) => u.contact_person_id).filter((c): c is number => c !== null && liveContacts.has(c)));
      expect(new Set(project.addressIds)).toEqual(expectedAddresses);
      expect(new Set(project.contactPersonIds)).toEqual(expectedContacts);
      expect(project.addressIds).toHaveLength(expectedAddresses.size);
      linked += project.contactPersonIds.length;
    }
    expect(linked).toBeGreaterThan(0);
  });

  it('estimates with the pricing rules; hides costs from ben but tells him about approval', async () => {
    const options = await formOptions(h);
    const { lines } = bigOrder(options);
    const anna = orderQuoteSchema.parse((await post(h, '/orders/quote', { lines })).json());
    expect(anna.lines[0]!.days).toBe(84);
    expect(anna).toMatchObject({ currency: 'EUR', needsApproval: true, total: anna.lines[0]!.cost });
    const ben = orderQuoteSchema.parse((await post(h, '/orders/quote', { lines }, 'ben@northwind.test')).json());
    expect(ben).toMatchObject({ total: null, needsApproval: true, lines: [{ days: 84, cost: null }] });
    expect((await post(h, '/orders/quote', { lines }, 'carl@blocked.test', 'blocked')).statusCode).toBe(403);
  });
});

describe('the orders list, export and detail', () => {
  it('lists newest first with the creator and totals only for who sees prices', async () => {
    const page = orderPageSchema.parse((await get('/orders?pageSize=100')).json());
    expect(page.total).toBe(await countRows(h.database, 'SELECT count(*) AS n FROM orders WHERE client_id = 1'));
    const created = page.items.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(page.items.some((o) => o.createdByName === 'Ben Jansen')).toBe(true);
    expect(page.items.every((o) => o.total !== null && o.currency === 'EUR')).toBe(true);
    const ben = orderPageSchema.parse((await get('/orders', 'ben@northwind.test')).json());
    expect(ben.items.every((o) => o.total === null)).toBe(true);
  });

  it('filters on status, q (number or PO reference) and the day placed', async () => {
    const waiting = orderPageSchema.parse((await get('/orders?status=awaiting_approval')).json());
    expect(waiting.total).toBeGreaterThanOrEqual(3);
    expect(waiting.items.every((o) => o.status === 'awaiting_approval')).toBe(true);
    const first = waiting.items[0]!;
    expect(orderPageSchema.parse((await get(`/orders?q=${first.number}`)).json()).items.map((o) => o.id)).toEqual([first.id]);
    expect(orderPageSchema.parse((await get(`/orders?q=${first.poReference}`)).json()).items.map((o) => o.id)).toContain(first.id);
    const day = first.createdAt.slice(0, 10);
    const sameDay = orderPageSchema.parse((await get(`/orders?from=${day}&to=${day}&pageSize=100`)).json());
    expect(sameDay.items.map((o) => o.id)).toContain(first.id);
    expect(orderPageSchema.parse((await get(`/orders?from=2099-01-01`)).json()).total).toBe(0);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await get('/orders/export.csv?status=awaiting_approval');
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body.split('\r\n').filter(Boolean);
    // Anna writes Dutch: semicolons, Dutch headers, the status as its label, the time at Amsterdam's wall clock.
    expect(rows[0]).toContain('Nummer;Status;Geplaatst');
    expect(rows[0]).toContain('Totaal');
    expect(rows.slice(1).every((row) => row.split(';')[1] === 'Wacht op goedkeuring')).toBe(true);
    expect(rows[1]?.split(';')[2]).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d$/);
    expect(rows.length - 1).toBe(await countRows(h.database, `SELECT count(*) AS n FROM orders WHERE client_id = 1 AND status = 'awaiting_approval'`));
    expect((await get('/orders/export.csv', 'ben@northwind.test')).body.split('\r\n')[0]).not.toContain('Total');
  });

  it("answers 404 for another client's order", async () => {
    const id = (await countRows(h.database, 'SELECT min(id) AS n FROM orders WHERE client_id = 1'));
    expect((await get(`/orders/${id}`)).statusCode).toBe(200);
    expect((await get(`/orders/${id}`, 'anna@northwind.test', 'northwind-infra')).statusCode).toBe(404);
  });

  it('names the ids of the address and contact person, so Order again can propose them (issue 32)', async () => {
    const id = await countRows(h.database, 'SELECT min(id) AS n FROM orders WHERE client_id = 1 AND address_id IS NOT NULL AND contact_person_id IS NOT NULL');
    const order = orderDetailSchema.parse((await get(`/orders/${id}`)).json());
    const [stored] = ((await h.database.db.execute(sql.raw(`SELECT address_id, contact_person_id FROM orders WHERE id = ${id}`))) as unknown as { rows: { address_id: number; contact_person_id: number }[] }).rows;
    expect(order.address?.id).toBe(stored!.address_id);
    expect(order.contactPerson?.id).toBe(stored!.contact_person_id);
  });
});

describe('the seeded orders', () => {
  it('has no drafts, a history matching every status, and a rejection with its reason', async () => {
    expect(await countRows(h.database, `SELECT count(*) AS n FROM orders WHERE status = 'draft' OR total IS NULL`)).toBe(0);
    expect(await countRows(h.database, `SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.kind = 'placed')`)).toBe(0);
    for (const kind of ['confirmed', 'delivered', 'closed', 'cancelled', 'rejected']) {
      const missing = `SELECT count(*) AS n FROM orders o WHERE o.status = '${kind}' AND NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.kind = '${kind}')`;
      expect(await countRows(h.database, missing), kind).toBe(0);
    }
    expect(await countRows(h.database, `SELECT count(*) AS n FROM order_events WHERE kind = 'rejected' AND reason IS NOT NULL`)).toBeGreaterThanOrEqual(1);
    expect(await countRows(h.database, `SELECT count(*) AS n FROM orders WHERE status = 'awaiting_approval' AND (client_id <> 1 OR total <= 5000)`)).toBe(0);
  });

  it('has moved the sequences past the seeded ids', async () => {
    for (const table of ['orders', 'order_lines', 'order_events']) {
      const next = await countRows(h.database, `SELECT nextval(pg_get_serial_sequence('${table}', 'id')) AS n`);
      expect(next, table).toBeGreaterThan(await countRows(h.database, `SELECT max(id) AS n FROM ${table}`));
    }
  });
});

describe('global-actions', () => {
  it('makes ordering possible with the order module and PLACE_ORDERS, disabled when blocked', async () => {
    const actions = async (email: string, client: string) => (await h.app.inject({ url: '/api/global-actions', headers: await h.as(email, client) })).json();
    expect(await actions('ben@northwind.test', 'northwind-bouw')).toEqual({ order: { possible: true, disabled: false } });
    expect(await actions('carl@blocked.test', 'blocked')).toEqual({ order: { possible: true, disabled: true } });
    expect(await actions('rita@requestonly.test', 'request-only')).toEqual({ order: { possible: false, disabled: false } });
  });
});

// The overview lists: every filter against the same question asked in SQL, totals, paging, prices.
import { contractDetailSchema, contractPageSchema, documentPageSchema, projectOptionListSchema, type ContractSummary } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createHarness, type Harness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const BOUW = 1; // Northwind Bouw's client id in the seed.
const contractsPage = async (query: string, email?: string) => {
  const res = await h.get(`/api/overview/contracts?${query.includes('pageSize') ? '' : 'pageSize=100&'}${query}`, email);
  expect(res.statusCode, res.body).toBe(200);
  return contractPageSchema.parse(res.json());
};
const sqlCount = (where: string) => countRows(h.database, `SELECT count(*) AS n FROM contracts c WHERE c.client_id = ${BOUW} AND ${where}`);
const one = async <T>(query: string) => ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows[0] as T;

describe('GET /api/overview/contracts', () => {
  it('hides closed contracts unless archived=true or status=closed', async () => {
    const open = await contractsPage('');
    expect(open.total).toBe(await sqlCount(`c.status <> 'closed'`));
    expect(open.items.every((c) => c.status !== 'closed')).toBe(true);
    const all = await contractsPage('archived=true');
    expect(all.total).toBe(await sqlCount('true'));
    const closed = await contractsPage('status=closed');
    expect(closed.total).toBe(await sqlCount(`c.status = 'closed'`));
    expect(closed.total).toBeGreaterThan(0);
    expect(closed.items.every((c) => c.status === 'closed')).toBe(true);
    expect((await contractsPage('archived=false')).total).toBe(open.total);
  });

  it('filters on status and project', async () => {
    const partly = await contractsPage('status=partly_off_hired');
    expect(partly.total).toBe(await sqlCount(`c.status = 'partly_off_hired'`));
    const { project_id: projectId } = await one<{ project_id: number }>(`SELECT project_id FROM contracts WHERE client_id = ${BOUW} ORDER BY id LIMIT 1`);
    const byProject = await contractsPage(`projectId=${projectId}&archived=true`);
    expect(byProject.total).toBe(await sqlCount(`c.project_id = ${projectId}`));
    expect(byProject.items.every((c) => c.projectId === projectId && c.projectName)).toBe(true);
  });

  it('filters on the rental period (a line on rent between from and to)', async () => {
    const [from, to] = ['2025-01-01', '2025-03-31'];
    const page = await contractsPage(`from=${from}&to=${to}&archived=true`);
    const expected = await sqlCount(`EXISTS (SELECT 1 FROM contract_lines l WHERE l.contract_id = c.id AND l.on_rent_date <= '${to}'
      AND coalesce(l.actual_off_hire_date, l.expected_off_rent_date) >= '${from}')`);
    expect(page.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(await sqlCount('true'));
    for (const c of page.items) expect(c.startDate! <= to && c.endDate! >= from).toBe(true);
    expect((await contractsPage(`from=2099-01-01&archived=true`)).total).toBe(0);
  });

  it('searches contract numbers, fleet numbers and product names in the preferred language', async () => {
    const line = await one<{ number: string; fleet: string; nl: string; en: string }>(`
      SELECT c.number, l.fleet_number AS fleet, p.names->>'nl' AS nl, p.names->>'en-US' AS en FROM contracts c
      JOIN contract_lines l ON l.contract_id = c.id JOIN products p ON p.id = l.product_id
      WHERE c.client_id = ${BOUW} AND p.names->>'nl' <> p.names->>'en-US' ORDER BY c.id LIMIT 1`);
    const numbers = async (q: string, email?: string) => (await contractsPage(`archived=true&q=${encodeURIComponent(q)}`, email)).items.map((c) => c.number);
    expect(await numbers(line.number)).toEqual([line.number]);
    expect(await numbers(line.number.toLowerCase())).toEqual([line.number]);
    expect(await numbers(line.fleet)).toContain(line.number);
    // anna reads Dutch, ben English: each finds the product by the name they see.
    expect(await numbers(line.nl)).toContain(line.number);
    expect(await numbers(line.en)).not.toContain(line.number);
    expect(await numbers(line.en, 'ben@northwind.test')).toContain(line.number);
    // LIKE wildcards are searched for literally.
    expect(await numbers('%')).toEqual([]);
    expect(await numbers('C_0')).toEqual([]);
  });

  it('summarises the lines of each contract', async () => {
    const page = await contractsPage('archived=true');
    const c = page.items[0] as ContractSummary;
    const agg = await one<{ start: string; end: string; n: number }>(`SELECT min(on_rent_date)::text AS start,
      max(coalesce(actual_off_hire_date, expected_off_rent_date))::text AS end, count(*)::int AS n FROM contract_lines WHERE contract_id = ${c.id}`);
    expect(c).toMatchObject({ startDate: agg.start, endDate: agg.end, lineCount: agg.n });
    expect(c.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('pages in a stable order (created_at desc, id desc) with the right total on every page', async () => {
    const all = await contractsPage('archived=true');
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 7) + 1; page++) {
      const res = await contractsPage(`archived=true&pageSize=7&page=${page}`);
      expect(res.total).toBe(all.total);
      seen.push(...res.items.map((c) => c.id));
    }
    expect(seen).toEqual(all.items.map((c) => c.id));
    const sorted = [...all.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    expect(all.items.map((c) => c.id)).toEqual(sorted.map((c) => c.id));
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['q=a%00b', 'q'],
    ['projectId=2147483648', 'projectId'],
    ['from=2025-02-30', 'from'],
    ['archived=yes', 'archived'],
    ['status=lost', 'status'],
  ])('refuses %s', async (query, field) => {
    const res = await h.get(`/api/overview/contracts?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('needs the order module', async () => {
    expect((await h.get('/api/overview/contracts', 'rita@requestonly.test', 'request-only')).statusCode).toBe(403);
  });
});

describe('GET /api/overview/contracts/:id', () => {
  it('gives the lines with product names in every language, the order number and currency', async () => {
    const { id } = (await contractsPage('archived=true')).items[0]!;
    const detail = contractDetailSchema.parse((await h.get(`/api/overview/contracts/${id}`)).json());
    const expected = await one<{ order: string | null; n: number }>(`SELECT o.number AS order, (SELECT count(*)::int FROM contract_lines WHERE contract_id = c.id) AS n
      FROM contracts c LEFT JOIN orders o ON o.id = c.order_id WHERE c.id = ${id}`);
    expect(detail).toMatchObject({ id, orderNumber: expected.order, currency: 'EUR', lineCount: expected.n });
    expect(detail.lines).toHaveLength(expected.n);
    expect(detail.lines[0]!.productNames['de']).toBeTruthy();
    expect(detail.lines.every((l) => /^\d+\.\d\d$/.test(l.rate ?? ''))).toBe(true);
  });

  it('hides rates from a user without VIEW_PRICES (ben)', async () => {
    const { id } = (await contractsPage('archived=true')).items[0]!;
    const detail = contractDetailSchema.parse((await h.get(`/api/overview/contracts/${id}`, 'ben@northwind.test')).json());
    expect(detail.lines.every((l) => l.rate === null)).toBe(true);
  });

  it("answers 404 for another client's contract", async () => {
    const { id } = (await contractsPage('archived=true')).items[0]!;
    const res = await h.get(`/api/overview/contracts/${id}`, 'anna@northwind.test', 'northwind-infra');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('C-');
  });
});

describe('GET /api/overview/documents', () => {
  const docs = async (query: string, email?: string, client?: string) => {
    const res = await h.get(`/api/overview/documents?${query.includes('pageSize') ? '' : 'pageSize=100&'}${query}`, email, client);
    expect(res.statusCode, res.body).toBe(200);
    return documentPageSchema.parse(res.json());
  };
  const docCount = (where: string) => countRows(h.database, `SELECT count(*) AS n FROM documents d WHERE d.client_id = ${BOUW} AND ${where}`);

  it.each([
    ['type=credit_note', `d.type = 'credit_note'`],
    ['status=overdue', `d.status = 'overdue'`],
    ['from=2024-01-01&to=2024-06-30', `d.date BETWEEN '2024-01-01' AND '2024-06-30'`],
    ['q=inv-0000001', `d.number ILIKE '%inv-0000001%'`],
    ['type=invoice&status=open&from=2023-01-01', `d.type = 'invoice' AND d.status = 'open' AND d.date >= '2023-01-01'`],
  ])('filters on %s', async (query, where) => {
    const page = await docs(query);
    const expected = await docCount(where);
    expect(page.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(page.items.length).toBe(Math.min(100, expected));
  });

  it('filters on the project and names it', async () => {
    const { project_id: projectId } = await one<{ project_id: number }>(`SELECT project_id FROM documents WHERE client_id = ${BOUW} ORDER BY id LIMIT 1`);
    const page = await docs(`projectId=${projectId}`);
    expect(page.total).toBe(await docCount(`d.project_id = ${projectId}`));
    expect(page.items.every((d) => d.projectId === projectId && d.projectName)).toBe(true);
  });

  it('totals open and overdue over every matching document, not the page', async () => {
    const page = await docs('pageSize=5');
    const sums = await one<{ oc: number; oa: string; dc: number; da: string }>(`SELECT
      count(*) FILTER (WHERE status = 'open')::int AS oc, coalesce(sum(amount) FILTER (WHERE status = 'open'), 0)::numeric(16,2)::text AS oa,
      count(*) FILTER (WHERE status = 'overdue')::int AS dc, coalesce(sum(amount) FILTER (WHERE status = 'overdue'), 0)::numeric(16,2)::text AS da
      FROM documents WHERE client_id = ${BOUW}`);
    expect(page.totals).toMatchObject({ currency: 'EUR', openCount: sums.oc, openAmount: sums.oa, overdueCount: sums.dc, overdueAmount: sums.da });
    expect(page.items).toHaveLength(5);
    const typed = await docs('type=delivery_note');
    expect(typed.totals.openCount).toBe(0);
    expect(typed.totals.openAmount).toBe('0.00');
  });

  it('totals what is outstanding (open + overdue) and lists it with status=outstanding (issue 33)', async () => {
    const outstanding = `d.status IN ('open', 'overdue') AND d.type <> 'delivery_note'`;
    const db = await one<{ n: number; amount: string }>(`SELECT count(*)::int AS n, sum(amount)::numeric(16,2)::text AS amount
      FROM documents d WHERE d.client_id = ${BOUW} AND ${outstanding}`);
    const all = await docs('');
    expect(db.n).toBeGreaterThan(0);
    expect(all.totals.outstandingCount).toBe(db.n);
    expect(all.totals.outstandingAmount).toBe(db.amount);
    expect(Number(all.totals.outstandingAmount)).toBeCloseTo(Number(all.totals.openAmount) + Number(all.totals.overdueAmount), 2);
    expect(all.totals.outstandingCount).toBe(all.totals.openCount + all.totals.overdueCount);

    const listed = await docs('status=outstanding');
    expect(listed.total).toBe(await docCount(outstanding));
    expect(listed.items.every((d) => d.status === 'open' || d.status === 'overdue')).toBe(true);
    expect(new Set(listed.items.map((d) => d.status))).toEqual(new Set(['open', 'overdue']));
    // The export reads the same filter: a header and one line per listed document.
    const csv = await h.get('/api/overview/documents/export.csv?status=outstanding');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(listed.total + 1);
  });

  it('keeps the totals whichever status is filtered, and counts the list by it (the cards set the status)', async () => {
    const others = await docs('type=invoice');
    for (const status of ['open', 'overdue', 'paid', 'outstanding']) {
      const page = await docs(`type=invoice&status=${status}`);
      expect(page.totals).toEqual(others.totals);
      const where = status === 'outstanding' ? `d.status IN ('open', 'overdue')` : `d.status = '${status}'`;
      expect(page.total, status).toBe(await docCount(`d.type = 'invoice' AND ${where}`));
    }
    expect(others.total).toBe(await docCount(`d.type = 'invoice'`));
  });

  it('sends delivery notes without an amount or a status, and no status filter finds them (issue 32)', async () => {
    const notes = await docs('type=delivery_note');
    expect(notes.items.length).toBeGreaterThan(0);
    expect(notes.items.every((d) => d.amount === null && d.status === null)).toBe(true);
    // The seed stores them as paid, with an amount: the answer is the authority, not the row.
    expect(await docCount(`d.type = 'delivery_note' AND d.status = 'paid' AND d.amount IS NOT NULL`)).toBeGreaterThan(0);
    const paid = await docs('status=paid');
    expect(paid.total).toBe(await docCount(`d.status = 'paid' AND d.type <> 'delivery_note'`));
    expect(paid.items.some((d) => d.type === 'delivery_note')).toBe(false);
    const one = await h.get(`/api/overview/documents/${notes.items[0]!.id}`);
    expect(one.json()).toMatchObject({ amount: null, status: null });
  });

  it('hides amounts when prices are hidden (ben: no VIEW_PRICES; rita: client hides prices)', async () => {
    for (const [email, client] of [['ben@northwind.test', 'northwind-bouw'], ['rita@requestonly.test', 'request-only']] as const) {
      const page = await docs('', email, client);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((d) => d.amount === null)).toBe(true);
      expect(page.totals.openAmount).toBeNull();
      expect(page.totals.overdueAmount).toBeNull();
      expect(page.totals.outstandingAmount).toBeNull();
      expect((await docs('status=outstanding', email, client)).items.every((d) => d.amount === null)).toBe(true);
    }
  });

  it('pages stably (date desc, id desc)', async () => {
    const all = await docs('from=2025-01-01');
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 9); page++) seen.push(...(await docs(`from=2025-01-01&pageSize=9&page=${page}`)).items.map((d) => d.id));
    expect(all.total).toBeLessThanOrEqual(100);
    expect(seen).toEqual(all.items.map((d) => d.id));
  });

  it.each([['pageSize=101', 'pageSize'], ['q=%00', 'q'], ['projectId=99999999999', 'projectId'], ['type=bill', 'type'], ['to=yesterday', 'to']])('refuses %s', async (query, field) => {
    const res = await h.get(`/api/overview/documents?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe('GET /api/overview/projects', () => {
  it("lists the client's projects by name, for any member", async () => {
    for (const email of ['anna@northwind.test', 'ben@northwind.test']) {
      const res = await h.get('/api/overview/projects', email);
      const { items } = projectOptionListSchema.parse(res.json());
      expect(items.length).toBe(await countRows(h.database, `SELECT count(*) AS n FROM projects WHERE client_id = ${BOUW}`));
      expect(items.map((p) => p.name)).toEqual([...items.map((p) => p.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    const rita = projectOptionListSchema.parse((await h.get('/api/overview/projects', 'rita@requestonly.test', 'request-only')).json());
    expect(rita.items.every((p) => p.code.startsWith('P3-'))).toBe(true);
  });
});

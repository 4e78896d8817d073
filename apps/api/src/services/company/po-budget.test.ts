// A project's budget per PO (issue 35): Invoiced, Committed and Projected per PO checked against
// the same question asked in plain SQL on the seeded data; saving budgets with the project's
// version; no amounts without prices; another client's project 404; and an order that takes a
// project over a PO budget says so in its quote and waits for approval. An extension past a PO
// budget: its check and the sent request say so with the same figure (rate × units on rent × extra
// days, as `Committed`), the request records it and the client's approvers are told (notification
// and mail); within the budget nothing happens; lines of another client or outside a limited
// member's project count for nothing; no amounts without prices.
import { randomUUID } from 'node:crypto';
import { projectPoBudgetsSchema, type ProjectPoBudgets } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { formOptions, place, smallOrder } from '../order/order-testing';
import { todayIn } from '../order/pricing';
import { BASE as REQUEST_BASE, dayFromToday, detail, send as sendRequest } from '../request/request-testing';
import { periodDays, type RatePeriod } from './budget';
import { BEN, get, rows, send } from './master-data-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const budgetsOf = async (id: number, as = {}) => {
  const res = await get(h, `/company/projects/${id}/po-budgets`, as);
  expect(res.statusCode, res.body).toBe(200);
  return projectPoBudgetsSchema.parse(res.json());
};

/**
 * Per project and PO of Northwind Bouw: invoiced and committed, asked directly of the tables.
 * Committed: the open contract lines, plus the orders going ahead (submitted, confirmed) that have
 * no contract yet, at their quoted line amounts, each line under its own PO or else its order's.
 */
async function inSql(today: string) {
  return rows<{ project_id: number; po: string; invoiced: string; committed: string; ordered: string }>(h, `
    WITH docs AS (
      SELECT project_id, po_reference AS po,
             coalesce(sum(amount) FILTER (WHERE type = 'invoice'), 0) - coalesce(sum(abs(amount)) FILTER (WHERE type = 'credit_note'), 0) AS invoiced,
             max(date) FILTER (WHERE type = 'invoice') AS last_invoice
      FROM documents WHERE client_id = 1 AND po_reference IS NOT NULL AND project_id IS NOT NULL AND type IN ('invoice', 'credit_note') GROUP BY project_id, po_reference),
    open_lines AS (
      SELECT c.project_id, c.po_reference AS po, l.rate, l.rate_period, l.on_rent_date, l.expected_off_rent_date,
             greatest(0, l.quantity - coalesce((SELECT sum(rl.quantity) FROM request_lines rl JOIN requests r ON r.id = rl.request_id
               WHERE rl.contract_line_id = l.id AND r.type = 'off_hire' AND r.status <> 'rejected'), 0)) AS units
      FROM contract_lines l JOIN contracts c ON c.id = l.contract_id
      WHERE c.client_id = 1 AND c.po_reference IS NOT NULL AND c.project_id IS NOT NULL AND l.actual_off_hire_date IS NULL AND c.status <> 'closed'),
    committed AS (
      SELECT o.project_id, o.po, round(sum(o.rate * o.units
               * greatest(0, greatest(o.expected_off_rent_date, '${today}'::date) - greatest(o.on_rent_date, coalesce(d.last_invoice, o.on_rent_date)))
               / CASE o.rate_period WHEN 'day' THEN 1 WHEN 'week' THEN 7 ELSE 28 END), 2) AS committed
      FROM open_lines o LEFT JOIN docs d ON d.project_id = o.project_id AND d.po = o.po GROUP BY o.project_id, o.po),
    ordered AS (
      SELECT o.project_id, coalesce(ol.po_reference, o.po_reference) AS po, sum(coalesce(ol.cost, 0)) AS ordered
      FROM orders o JOIN order_lines ol ON ol.order_id = o.id
      WHERE o.client_id = 1 AND o.project_id IS NOT NULL AND o.status IN ('submitted', 'confirmed')
        AND coalesce(ol.po_reference, o.po_reference) IS NOT NULL AND o.id NOT IN (SELECT order_id FROM contracts WHERE order_id IS NOT NULL)
      GROUP BY 1, 2),
    contract_and_docs AS (
      SELECT coalesce(d.project_id, c.project_id) AS project_id, coalesce(d.po, c.po) AS po, coalesce(d.invoiced, 0) AS invoiced, coalesce(c.committed, 0) AS committed
      FROM docs d FULL JOIN committed c ON c.project_id = d.project_id AND c.po = d.po)
    SELECT coalesce(x.project_id, q.project_id) AS project_id, coalesce(x.po, q.po) AS po,
           coalesce(x.invoiced, 0)::numeric(14, 2)::text AS invoiced,
           (coalesce(x.committed, 0) + coalesce(q.ordered, 0))::numeric(14, 2)::text AS committed,
           coalesce(q.ordered, 0)::numeric(14, 2)::text AS ordered
    FROM contract_and_docs x FULL JOIN ordered q ON q.project_id = x.project_id AND q.po = x.po`);
}

describe("a project's budget per PO", () => {
  it('shows per PO Invoiced, Committed and Projected as plain SQL computes them on the seeded data', async () => {
    // One order going ahead gets a contract (an open one of the client, delivered meanwhile): from
    // then on it counts as that contract's lines only, never as well as its quoted amount.
    await rows(h, `UPDATE contracts SET order_id = o.id, project_id = o.project_id, po_reference = o.po_reference
      FROM (SELECT id, project_id, po_reference FROM orders WHERE client_id = 1 AND status IN ('submitted', 'confirmed') AND project_id IS NOT NULL
              AND po_reference IS NOT NULL AND id NOT IN (SELECT order_id FROM contracts WHERE order_id IS NOT NULL) ORDER BY id LIMIT 1) o
      WHERE contracts.id = (SELECT c.id FROM contracts c JOIN contract_lines l ON l.contract_id = c.id
        WHERE c.client_id = 1 AND c.status <> 'closed' AND l.actual_off_hire_date IS NULL ORDER BY c.id LIMIT 1)`);
    // And one placed now, going ahead: a line under its own PO, a line under the order's.
    const options = await formOptions(h);
    const [line] = smallOrder(options).lines;
    const placed = await place(h, smallOrder(options, { poReference: 'PO-SQL-ORDER', lines: [{ ...line!, poReference: 'PO-SQL-LINE' }, line!] }));
    expect(placed.json()).toMatchObject({ status: 'submitted' });
    const expected = await inSql(todayIn('nl'));
    const projects = [...new Set(expected.map((r) => r.project_id))];
    expect(projects.length).toBeGreaterThanOrEqual(2);
    // Some POs with invoices and some with open lines, so both sums are compared with something.
    expect(expected.some((r) => Number(r.invoiced) !== 0) && expected.some((r) => Number(r.committed) > Number(r.ordered))).toBe(true);
    // Some orders not on a contract yet, and some going-ahead orders already on one (counted as its lines only).
    expect(expected.filter((r) => Number(r.ordered) > 0).map((r) => r.po).sort()).toEqual(['PO-SQL-LINE', 'PO-SQL-ORDER']);
    const [onContract] = await rows<{ n: number }>(h, `SELECT count(*)::int AS n FROM orders o WHERE o.client_id = 1 AND o.status IN ('submitted', 'confirmed')
      AND o.po_reference IS NOT NULL AND o.id IN (SELECT order_id FROM contracts WHERE order_id IS NOT NULL AND po_reference IS NOT NULL)`);
    expect(onContract!.n).toBeGreaterThan(0);
    let compared = 0;
    for (const id of projects) {
      const { items } = await budgetsOf(id);
      for (const row of expected.filter((r) => r.project_id === id)) {
        const item = items.find((i) => i.poReference === row.po);
        expect(item, `${id} ${row.po}`).toMatchObject({ invoiced: row.invoiced, committed: row.committed });
        expect(Number(item!.projected)).toBeCloseTo(Number(row.invoiced) + Number(row.committed), 2);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5);
    // The project's PO and budget are its first PO budget.
    const [first] = await rows<{ id: number; po_number: string; budget: string }>(h, `SELECT id, po_number, budget::text FROM projects WHERE client_id = 1 AND po_number IS NOT NULL AND budget IS NOT NULL ORDER BY id LIMIT 1`);
    expect((await budgetsOf(first!.id)).items[0]).toMatchObject({ poReference: first!.po_number, budget: first!.budget });
  });

  it('saves the budgets with the project version (409 on a stale one), sends no amounts without prices and answers 404 for another client', async () => {
    const [project] = await rows<{ id: number }>(h, `SELECT id FROM projects WHERE client_id = 1 AND NOT archived ORDER BY id DESC LIMIT 1`);
    const id = project!.id;
    const before = await budgetsOf(id);
    const saved = await send(h, 'PUT', `/company/projects/${id}/po-budgets`, { version: before.version, budgets: [{ poReference: 'PO-SITE-1', amount: 1234.5 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = projectPoBudgetsSchema.parse(saved.json());
    expect(after.version).toBe(before.version + 1);
    expect(after.items[0]).toMatchObject({ poReference: 'PO-SITE-1', budget: '1234.50', invoiced: '0.00', committed: '0.00', projected: '0.00' });
    const stale = await send(h, 'PUT', `/company/projects/${id}/po-budgets`, { version: before.version, budgets: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict' });
    const twice = await send(h, 'PUT', `/company/projects/${id}/po-budgets`, { version: after.version, budgets: [{ poReference: 'PO-1', amount: 1 }, { poReference: 'po-1', amount: 2 }] });
    expect(twice.statusCode).toBe(400);
    // Ben sees no prices: the POs, no amounts; he may not set them.
    const bens: ProjectPoBudgets = await budgetsOf(id, BEN);
    expect(bens.items[0]).toEqual({ poReference: 'PO-SITE-1', budget: null, invoiced: null, committed: null, projected: null });
    expect((await send(h, 'PUT', `/company/projects/${id}/po-budgets`, { version: after.version, budgets: [] }, BEN)).statusCode).toBe(403);
    expect((await get(h, `/company/projects/${id}/po-budgets`, { client: 'northwind-infra' })).statusCode).toBe(404);
    expect((await send(h, 'PUT', `/company/projects/${id}/po-budgets`, { version: after.version, budgets: [] }, { client: 'northwind-infra' })).statusCode).toBe(404);
  });

  it('says on the quote that an order takes the project over its PO budget, and sends it for approval', async () => {
    const options = await formOptions(h);
    const project = options.projects[0]!;
    const { version } = await budgetsOf(project.id);
    expect((await send(h, 'PUT', `/company/projects/${project.id}/po-budgets`, { version, budgets: [{ poReference: 'PO-TIGHT', amount: 10 }] })).statusCode).toBe(200);
    const order = smallOrder(options, { poReference: 'PO-TIGHT' });
    const quote = async (email: string, poReference = 'PO-TIGHT') => (await h.app.inject({ method: 'POST', url: '/api/overview/orders/quote', headers: await h.as(email, 'northwind-bouw'),
      payload: { lines: order.lines, projectId: project.id, poReference } })).json();
    const annas = await quote('anna@northwind.test');
    expect(annas).toMatchObject({ needsApproval: true, overPoBudget: { projectName: project.name, poReference: 'PO-TIGHT' } });
    expect(Number(annas.overPoBudget.by)).toBeCloseTo(Number(annas.total) - 10, 2);
    expect((await quote('ben@northwind.test')).overPoBudget).toEqual({ projectName: project.name, poReference: 'PO-TIGHT', by: null });
    const placed = await h.app.inject({ method: 'POST', url: '/api/overview/orders', headers: { ...(await h.as('ben@northwind.test', 'northwind-bouw')), 'idempotency-key': randomUUID() }, payload: order });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().status).toBe('awaiting_approval');
    // A PO without a budget, far below the approval amount: placed as usual.
    const free = await h.app.inject({ method: 'POST', url: '/api/overview/orders', headers: { ...(await h.as('ben@northwind.test', 'northwind-bouw')), 'idempotency-key': randomUUID() }, payload: smallOrder(options, { poReference: 'PO-FREE' }) });
    expect(free.json().status).toBe('submitted');
    // Going ahead, it is committed under its PO at its quoted amount: a budget of just that leaves nothing for the next order.
    const after = await budgetsOf(project.id);
    const committed = after.items.find((i) => i.poReference === 'PO-FREE')!.committed!;
    expect(Number(committed)).toBeGreaterThan(0);
    expect((await send(h, 'PUT', `/company/projects/${project.id}/po-budgets`, { version: after.version, budgets: [{ poReference: 'PO-FREE', amount: Number(committed) }] })).statusCode).toBe(200);
    const next = await quote('anna@northwind.test', 'PO-FREE');
    expect(next.overPoBudget).toEqual({ projectName: project.name, poReference: 'PO-FREE', by: next.total });
  });
});

const LENA = { email: 'lena@northwind.test' };

const check = async (body: object, email = 'anna@northwind.test', client = 'northwind-bouw') =>
  h.app.inject({ method: 'POST', url: `${REQUEST_BASE}/requests/extension-check`, headers: await h.as(email, client), payload: body });
const later = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('an extension over a PO budget', () => {
  it('says so before and after sending, records it and tells the approvers; within the budget nothing', async () => {
    // An open line of Lena's project with a PO and no request yet (all its units on rent), and the PO's projected figure.
    const [line] = await rows<{ id: number; project_id: number; po: string; rate: string; rate_period: RatePeriod; quantity: number; end: string; project: string }>(h, `
      SELECT l.id, c.project_id, c.po_reference AS po, l.rate::text, l.rate_period, l.quantity, l.expected_off_rent_date::text AS end, p.name AS project
      FROM contract_lines l JOIN contracts c ON c.id = l.contract_id JOIN projects p ON p.id = c.project_id
      JOIN membership_projects mp ON mp.project_id = p.id JOIN memberships m ON m.id = mp.membership_id JOIN users u ON u.id = m.user_id AND u.email = 'lena@northwind.test'
      WHERE c.client_id = 1 AND c.po_reference IS NOT NULL AND l.actual_off_hire_date IS NULL AND c.status <> 'closed' AND l.rate > 0
        AND NOT EXISTS (SELECT 1 FROM request_lines rl WHERE rl.contract_line_id = l.id)
      ORDER BY l.id LIMIT 1`);
    expect(line).toBeDefined();
    const budgets = await h.app.inject({ url: `/api/usermgmt/company/projects/${line!.project_id}/po-budgets`, headers: await h.as('anna@northwind.test', 'northwind-bouw') });
    const projected = Number(budgets.json().items.find((i: { poReference: string }) => i.poReference === line!.po).projected);
    // A budget that ten extra days fit in.
    const perDay = (Number(line!.rate) * line!.quantity) / periodDays[line!.rate_period];
    const budget = Math.round((projected + perDay * 10) * 100) / 100;
    await rows(h, `DELETE FROM project_po_budgets WHERE project_id = ${line!.project_id} AND po_reference = '${line!.po}'`);
    await rows(h, `INSERT INTO project_po_budgets (project_id, po_reference, amount) VALUES (${line!.project_id}, '${line!.po}', ${budget})`);
    const from = [line!.end, dayFromToday(0)].sort().at(-1)!;
    const lines = [{ contractLineId: line!.id }];

    // Within the budget: nothing said, nothing recorded, nobody told.
    const within = await check({ lines, newEndDate: later(from, 2) }, LENA.email);
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json()).toEqual({ currency: 'EUR', overPoBudget: null });

    // Thirty days: over by what twenty of them cost.
    const newEndDate = later(from, 30);
    const over = (await check({ lines, newEndDate }, LENA.email)).json();
    expect(over.overPoBudget).toMatchObject({ projectName: line!.project, poReference: line!.po });
    expect(Number(over.overPoBudget.by)).toBeCloseTo(projected + perDay * 30 - budget, 1);

    const notices = () => rows<{ user_id: number; subject: string; link: string }>(h, `SELECT user_id, subject, link FROM notifications WHERE kind = 'extension_over_po_budget'`);
    const mails = (number: string) => rows<{ recipient: string }>(h, `SELECT recipient FROM outbox WHERE subject LIKE '%${number}%'`);
    const sent = await sendRequest(h, { type: 'extension', newEndDate, lines }, { ...LENA, key: randomUUID() });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, number } = sent.json();
    const d = await detail(h, id);
    expect(d.overPoBudget).toEqual({ projectName: line!.project, poReference: line!.po, by: over.overPoBudget.by, currency: 'EUR' });
    expect((await detail(h, id, LENA.email)).overPoBudget).toEqual(d.overPoBudget);
    // Anna approves orders: she is told, in the portal and by mail; Lena, who sent it, is not.
    const ids = async (email: string) => (await rows<{ id: number }>(h, `SELECT id FROM users WHERE email = '${email}'`))[0]!.id;
    const told = await notices();
    expect(told).toContainEqual({ user_id: await ids('anna@northwind.test'), subject: number, link: `/request/requests/${id}` });
    expect(told.map((n) => n.user_id)).not.toContain(await ids(LENA.email));
    expect((await mails(number)).map((m) => m.recipient)).toContain('anna@northwind.test');

    // A second extension within the budget of another line: not flagged, nobody told.
    const small = await sendRequest(h, { type: 'extension', newEndDate: later(from, 1), lines }, { ...LENA, key: randomUUID() });
    expect(small.statusCode, small.body).toBe(201);
    expect((await detail(h, small.json().id)).overPoBudget).toBeNull();
    expect(await notices()).toHaveLength(told.length);

    // A new end on the edit weighs it again: the small one now goes over (the approvers are told), the first one no more.
    const edited = await h.app.inject({ method: 'PATCH', url: `${REQUEST_BASE}/requests/${small.json().id}`, headers: await h.as(LENA.email, 'northwind-bouw'), payload: { version: 1, newEndDate } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().overPoBudget).toEqual(d.overPoBudget);
    expect(await notices()).toHaveLength(told.length * 2);
    const back = await h.app.inject({ method: 'PATCH', url: `${REQUEST_BASE}/requests/${id}`, headers: await h.as(LENA.email, 'northwind-bouw'), payload: { version: 1, newEndDate: later(from, 1) } });
    expect(back.json().overPoBudget).toBeNull();

    // Another client's, or for a limited member another project's, lines count for nothing.
    expect((await check({ lines, newEndDate }, 'anna@northwind.test', 'northwind-infra')).json().overPoBudget).toBeNull();
    const [outside] = await rows<{ id: number }>(h, `
      SELECT l.id FROM contract_lines l JOIN contracts c ON c.id = l.contract_id
      WHERE c.client_id = 1 AND c.project_id <> ${line!.project_id} AND l.actual_off_hire_date IS NULL AND c.status <> 'closed' ORDER BY l.id LIMIT 1`);
    expect((await check({ lines: [{ contractLineId: outside!.id }], newEndDate }, LENA.email)).json().overPoBudget).toBeNull();

    // Without prices (the client hides them now): the finding, no amount, in the check and on the detail.
    await rows(h, `UPDATE corporate_clients SET show_prices = false WHERE id = 1`);
    h.app.ctx.tenants.clearHere();
    try {
      expect((await check({ lines, newEndDate }, LENA.email)).json()).toEqual({ currency: 'EUR', overPoBudget: { projectName: line!.project, poReference: line!.po, by: null } });
      expect((await detail(h, small.json().id, LENA.email)).overPoBudget).toMatchObject({ by: null });
    } finally {
      await rows(h, `UPDATE corporate_clients SET show_prices = true WHERE id = 1`);
      h.app.ctx.tenants.clearHere();
    }
  });
});

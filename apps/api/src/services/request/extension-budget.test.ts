// An extension past a PO budget (issue 35): the form's check and the sent request say so with the
// same figure (rate × units on rent × extra days, as `Committed`), the request records it, and the
// client's approvers are told (notification and mail); within the budget nothing happens; lines
// of another client or outside a limited member's project count for nothing; no amounts without
// prices.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { periodDays, type RatePeriod } from '../company/budget';
import { BASE, dayFromToday, detail, send } from './request-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const all = async <T>(query: string) => ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const LENA = { email: 'lena@northwind.test' };

async function check(body: unknown, email = 'anna@northwind.test', client = 'northwind-bouw') {
  const res = await h.app.inject({ method: 'POST', url: `${BASE}/requests/extension-check`, headers: await h.as(email, client), payload: body as object });
  return res;
}
const later = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('an extension over a PO budget', () => {
  it('says so before and after sending, records it and tells the approvers; within the budget nothing', async () => {
    // An open line of Lena's project with a PO, whole units on rent, and the PO's projected figure.
    const [line] = await all<{ id: number; project_id: number; po: string; rate: string; rate_period: RatePeriod; quantity: number; end: string; project: string }>(`
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
    await all(`DELETE FROM project_po_budgets WHERE project_id = ${line!.project_id} AND po_reference = '${line!.po}'`);
    await all(`INSERT INTO project_po_budgets (project_id, po_reference, amount) VALUES (${line!.project_id}, '${line!.po}', ${budget})`);
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

    const notices = () => all<{ user_id: number; subject: string; link: string }>(`SELECT user_id, subject, link FROM notifications WHERE kind = 'extension_over_po_budget'`);
    const mails = (number: string) => all<{ recipient: string }>(`SELECT recipient FROM outbox WHERE subject LIKE '%${number}%'`);
    const sent = await send(h, { type: 'extension', newEndDate, lines }, { ...LENA, key: randomUUID() });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, number } = sent.json();
    const d = await detail(h, id);
    expect(d.overPoBudget).toEqual({ projectName: line!.project, poReference: line!.po, by: over.overPoBudget.by, currency: 'EUR' });
    expect((await detail(h, id, LENA.email)).overPoBudget).toEqual(d.overPoBudget);
    // Anna approves orders: she is told, in the portal and by mail; Lena, who sent it, is not.
    const ids = async (email: string) => (await all<{ id: number }>(`SELECT id FROM users WHERE email = '${email}'`))[0]!.id;
    const told = await notices();
    expect(told).toContainEqual({ user_id: await ids('anna@northwind.test'), subject: number, link: `/request/requests/${id}` });
    expect(told.map((n) => n.user_id)).not.toContain(await ids(LENA.email));
    expect((await mails(number)).map((m) => m.recipient)).toContain('anna@northwind.test');

    // A second extension within the budget of another line: not flagged, nobody told.
    const small = await send(h, { type: 'extension', newEndDate: later(from, 1), lines }, { ...LENA, key: randomUUID() });
    expect(small.statusCode, small.body).toBe(201);
    expect((await detail(h, small.json().id)).overPoBudget).toBeNull();
    expect(await notices()).toHaveLength(told.length);

    // A new end on the edit weighs it again: the small one now goes over (the approvers are told), the first one no more.
    const edited = await h.app.inject({ method: 'PATCH', url: `${BASE}/requests/${small.json().id}`, headers: await h.as(LENA.email, 'northwind-bouw'), payload: { version: 1, newEndDate } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().overPoBudget).toEqual(d.overPoBudget);
    expect(await notices()).toHaveLength(told.length * 2);
    const back = await h.app.inject({ method: 'PATCH', url: `${BASE}/requests/${id}`, headers: await h.as(LENA.email, 'northwind-bouw'), payload: { version: 1, newEndDate: later(from, 1) } });
    expect(back.json().overPoBudget).toBeNull();

    // Another client's, or for a limited member another project's, lines count for nothing.
    expect((await check({ lines, newEndDate }, 'anna@northwind.test', 'northwind-infra')).json().overPoBudget).toBeNull();
    const [outside] = await all<{ id: number }>(`
      SELECT l.id FROM contract_lines l JOIN contracts c ON c.id = l.contract_id
      WHERE c.client_id = 1 AND c.project_id <> ${line!.project_id} AND l.actual_off_hire_date IS NULL AND c.status <> 'closed' ORDER BY l.id LIMIT 1`);
    expect((await check({ lines: [{ contractLineId: outside!.id }], newEndDate }, LENA.email)).json().overPoBudget).toBeNull();

    // Without prices (the client hides them now): the finding, no amount, in the check and on the detail.
    await all(`UPDATE corporate_clients SET show_prices = false WHERE id = 1`);
    h.app.ctx.tenants.clearHere();
    try {
      expect((await check({ lines, newEndDate }, LENA.email)).json()).toEqual({ currency: 'EUR', overPoBudget: { projectName: line!.project, poReference: line!.po, by: null } });
      expect((await detail(h, small.json().id, LENA.email)).overPoBudget).toMatchObject({ by: null });
    } finally {
      await all(`UPDATE corporate_clients SET show_prices = true WHERE id = 1`);
      h.app.ctx.tenants.clearHere();
    }
  });
});

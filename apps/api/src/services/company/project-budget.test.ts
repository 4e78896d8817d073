// A project's spent, committed and remaining through the API, against documents and contract
// lines written for it here; the opCo's currency; and a page of projects in two queries, however many.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import type { Db } from '../../db/client';
import { createHarness, type Harness } from '../../testing/harness';
import { todayIn } from '../order/pricing';
import { add, get, list, projectInput, rows } from './master-data-testing';
import { budgetUsage } from './project-budget';

const PATH = '/company/projects';
let h: Harness;
let project: Project;
beforeAll(async () => {
  h = await createHarness();
  project = (await add(h, PATH, projectInput({ budget: 5000 }))).json();
  const other = (await add(h, PATH, projectInput())).json() as Project;
  const day = (offset: number) => `'${todayIn('nl')}'::date + ${offset}`;
  // The latest invoice of the project is 5 days old: what is on rent is invoiced up to then.
  await rows(h, `INSERT INTO documents (client_id, type, number, date, amount, currency, status, project_id) VALUES
    (1, 'invoice', 'T-INV-1', ${day(-40)}, 1000.00, 'EUR', 'paid', ${project.id}),
    (1, 'invoice', 'T-INV-2', ${day(-5)}, 234.56, 'EUR', 'open', ${project.id}),
    (1, 'credit_note', 'T-CN-1', ${day(-4)}, -250.25, 'EUR', 'paid', ${project.id}),
    (1, 'delivery_note', 'T-DN-1', ${day(-3)}, 999.00, 'EUR', 'paid', ${project.id}),
    (1, 'invoice', 'T-INV-3', ${day(-1)}, 5555.55, 'EUR', 'open', ${other.id})`);
  const [open, closed] = await rows<{ id: number }>(h, `INSERT INTO contracts (client_id, number, project_id, status) VALUES
    (1, 'T-C-1', ${project.id}, 'open'), (1, 'T-C-2', ${project.id}, 'closed') RETURNING id`);
  await rows(h, `INSERT INTO contract_lines (contract_id, product_id, fleet_number, quantity, on_rent_date, expected_off_rent_date, actual_off_hire_date, rate, rate_period) VALUES
    (${open!.id}, 1, 'T-1', 2, ${day(-10)}, ${day(5)}, NULL, 100.00, 'day'),
    (${open!.id}, 1, 'T-2', 1, ${day(3)}, ${day(10)}, NULL, 70.00, 'week'),
    (${open!.id}, 1, 'T-3', 1, ${day(-30)}, ${day(14)}, NULL, 280.00, 'four_weeks'),
    (${open!.id}, 1, 'T-4', 1, ${day(-30)}, ${day(14)}, ${day(-1)}, 50.00, 'day'),
    (${open!.id}, 1, 'T-5', 1, ${day(-30)}, ${day(-1)}, NULL, 50.00, 'day'),
    (${closed!.id}, 1, 'T-6', 1, ${day(-30)}, ${day(14)}, NULL, 50.00, 'day')`);
  // One of T-1's two units is stopped by an off-hire request: it costs nothing more.
  const [stop] = await rows<{ id: number }>(h, `INSERT INTO requests (client_id, number, type, status) VALUES (1, 'T-R-1', 'off_hire', 'submitted') RETURNING id`);
  await rows(h, `INSERT INTO request_lines (request_id, contract_line_id, quantity)
    SELECT ${stop!.id}, l.id, 1 FROM contract_lines l WHERE l.contract_id = ${open!.id} AND l.fleet_number = 'T-1'`);
});
afterAll(() => h.close());

describe("a project's budget usage", () => {
  it('is invoices less credit notes spent, what is on rent and not invoiced yet committed, and the rest remaining', async () => {
    const [item] = (await list<Project>(h, PATH, `q=${project.code}`)).items;
    // Spent 1000.00 + 234.56 − 250.25. Committed, from the latest invoice (5 days ago) or a later on-rent date:
    // T-1 10 days × the 1 unit still on rent × 100.00 = 1000.00; T-2 7 days of a week's 70.00 = 70.00;
    // T-3 19 days of four weeks' 280.00 = 190.00; T-5, kept past its expected end, 5 days until today × 50.00 = 250.00.
    // The off-hired line and the closed contract's commit nothing.
    expect(item!.budget).toEqual({ currency: 'EUR', budget: '5000.00', spent: '984.31', committed: '1510.00', remaining: '2505.69' });
    const csv = (await get(h, `${PATH}/export.csv?q=${project.code}`)).body;
    // Anna writes Dutch: decimal commas, semicolons between the fields.
    expect(csv).toContain(';EUR;5000,00;984,31;1510,00;2505,69;Nee');
  });

  it("is in the opCo's currency", async () => {
    const page = await list<Project>(h, PATH, '', { email: 'nora@nomodules.test', client: 'no-modules' });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(item.budget?.currency).toBe('PLN');
  });

  it('takes two queries for any number of projects', async () => {
    const tenant = { clientId: 1, opCo: 'nl' } as Tenant;
    let queries = 0;
    const counting = new Proxy(h.database.db, {
      get: (target, prop, receiver) => (prop === 'execute' ? (...args: unknown[]) => (queries++, (target.execute as (...a: unknown[]) => unknown)(...args)) : Reflect.get(target, prop, receiver)),
    }) as Db;
    const all = await rows<{ id: number; budget: string | null }>(h, 'SELECT id, budget::text FROM projects WHERE client_id = 1');
    expect(all.length).toBeGreaterThan(3);
    const usage = await budgetUsage(counting, tenant, all);
    expect(queries).toBe(2);
    expect(usage.get(project.id)).toMatchObject({ spent: '984.31' });
    queries = 0;
    await budgetUsage(counting, tenant, all.slice(0, 1));
    expect(queries).toBe(2);
  });
});

// /api/usermgmt/company/projects: the list and its CSV, idempotent add, the project's address and
// number rules, versioned edit, archive and restore, the budget only for those who see prices,
// who may do what and another client's ids. The budget sums themselves: project-budget.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPoBudgetsSchema, projectSchema, type Project } from '@portal/shared-api-contract';
import { createHarness, type Harness } from '../../testing/harness';
import { add, addressInput, BEN, fieldsOf, get, list, projectInput, rows, send } from './master-data-testing';

const PATH = '/company/projects';
let h: Harness;
let address: { id: number; label: string; city: string };
beforeAll(async () => {
  h = await createHarness();
  address = (await add(h, '/company/addresses', addressInput({ label: 'Project gate', city: 'Delft', postalCode: '2611 AA' }))).json();
});
afterAll(() => h.close());

const parsed = (res: { json(): unknown }): Project => projectSchema.parse(res.json());
const fresh = async (overrides = {}) => parsed(await add(h, PATH, projectInput(overrides)));
const inputOf = ({ id: _id, archived: _a, version: _v, addressLabel: _l, budget, ...rest }: Project) => ({ ...rest, budget: budget?.budget ? Number(budget.budget) : null });
const storedBudget = async (id: number) => (await rows<{ budget: string | null }>(h, `SELECT budget::text FROM projects WHERE id = ${id}`))[0]!.budget;

/** Runs `body` while Northwind Bouw hides prices from everyone (the tenant cache is cleared both ways). */
async function withoutPrices(body: () => Promise<void>) {
  await rows(h, 'UPDATE corporate_clients SET show_prices = false WHERE id = 1');
  h.app.ctx.tenants.clear();
  try {
    await body();
  } finally {
    await rows(h, 'UPDATE corporate_clients SET show_prices = true WHERE id = 1');
    h.app.ctx.tenants.clear();
  }
}

describe('the list', () => {
  it("shows the client's active projects by name and id, each with its budget usage", async () => {
    const own = await rows<{ id: number }>(h, 'SELECT id FROM projects WHERE client_id = 1 AND NOT archived ORDER BY name, id');
    const page = await list<Project>(h, PATH);
    expect(page.items.map((p) => p.id)).toEqual(own.map((r) => r.id));
    expect(page.total).toBe(own.length);
    for (const p of page.items) expect(p.budget).toMatchObject({ currency: 'EUR', spent: expect.stringMatching(/^-?\d+\.\d{2}$/), committed: expect.stringMatching(/^\d+\.\d{2}$/) });
  });

  it('searches name and project number; archived ones only with archived=true', async () => {
    const project = await fresh({ addressId: address.id });
    expect((await list<Project>(h, PATH, `q=${project.code.toLowerCase()}`)).items).toMatchObject([{ id: project.id, addressLabel: 'Project gate, Delft' }]);
    await send(h, 'POST', `${PATH}/${project.id}/archive`, { version: 1 });
    expect((await list<Project>(h, PATH, `q=${project.name}`)).total).toBe(0);
    expect((await list<Project>(h, PATH, `q=${project.name}&archived=true`)).items).toMatchObject([{ id: project.id, archived: true }]);
  });

  it('gives ben (no VIEW_PRICES) the projects without any budget, in the list and the CSV', async () => {
    const project = await fresh({ name: '=Sum site', poNumber: '-PO 1' });
    expect((await list<Project>(h, PATH, `q=${project.code}`, BEN)).items).toMatchObject([{ id: project.id, budget: null }]);
    const csv = (await get(h, `${PATH}/export.csv?q=${project.code}`, BEN)).body.split('\r\n').filter(Boolean);
    // Ben writes American English: his dates month first.
    expect(csv).toEqual(['\uFEFFID,Project number,Name,Address,PO number,Start date,End date,Archived', `${project.id},${project.code},'=Sum site,,'-PO 1,01/01/2025,12/31/2026,No`]);
  });

  it('exports the budget columns to those who see prices', async () => {
    const project = await fresh({ addressId: address.id, budget: 1000 });
    const csv = (await get(h, `${PATH}/export.csv?q=${project.code}`)).body.split('\r\n').filter(Boolean);
    expect(csv).toEqual([
      // Anna writes Dutch: Dutch headers, dates and decimal commas, semicolons between the fields.
      '\uFEFFID;Projectnummer;Naam;Adres;Inkoopordernummer;Begindatum;Einddatum;Valuta;Budget;Besteed;Vastgelegd;Resterend;Gearchiveerd',
      `${project.id};${project.code};${project.name};Project gate, Delft;PO-4711;01-01-2025;31-12-2026;EUR;1000,00;0,00;0,00;1000,00;Nee`,
    ]);
  });
});

describe('adding', () => {
  it('answers 201 with the project and its budget, and the same project to a retry with the same key', async () => {
    const key = randomUUID();
    const body = projectInput({ addressId: address.id, poNumber: ' ' });
    const first = await add(h, PATH, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    const project = parsed(first);
    expect(project).toMatchObject({
      code: body.code, name: body.name, addressId: address.id, addressLabel: 'Project gate, Delft', poNumber: null, startDate: '2025-01-01', endDate: '2026-12-31',
      budget: { currency: 'EUR', budget: '125000.50', spent: '0.00', committed: '0.00', remaining: '125000.50' }, archived: false, version: 1,
    });
    const again = await add(h, PATH, body, { key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(parsed(again)).toEqual(project);
    expect(await rows(h, `SELECT id FROM projects WHERE code = '${body.code}'`)).toHaveLength(1);
  });

  it("refuses another client's address like one that does not exist, and an archived one", async () => {
    const [foreign] = await rows<{ id: number }>(h, 'SELECT min(id) AS id FROM addresses WHERE client_id = 2 AND NOT archived');
    const archived = (await add(h, '/company/addresses', addressInput())).json();
    await send(h, 'POST', `/company/addresses/${archived.id}/archive`, { version: 1 });
    const answers = new Set<string>();
    for (const addressId of [foreign!.id, 2_000_000, archived.id]) {
      const res = await add(h, PATH, projectInput({ addressId }));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['addressId']);
      answers.add(JSON.stringify(res.json().errors));
    }
    expect(answers.size).toBe(1);
  });

  it('refuses a project number the client has already, in any case, naming the project (409 code_taken)', async () => {
    const taken = await fresh();
    const res = await add(h, PATH, projectInput({ code: taken.code.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    const message = `${taken.code} is already the number of ${taken.name}`;
    expect(res.json()).toMatchObject({ code: 'code_taken', detail: message, errors: [{ field: 'code', message }] });
    // With another broken rule it is one of the 400's fields.
    expect(fieldsOf(await add(h, PATH, projectInput({ code: taken.code, addressId: 2_000_000 }))).sort()).toEqual(['addressId', 'code']);
    // Another client's number is free.
    const [foreign] = await rows<{ code: string }>(h, 'SELECT code FROM projects WHERE client_id = 2 LIMIT 1');
    expect((await add(h, PATH, projectInput({ code: foreign!.code }))).statusCode).toBe(201);
  });

  it('gives all but one of several adds of the same new number at the same moment 409 code_taken (check or unique index)', async () => {
    const code = `RACE-${process.pid}`;
    const answers = await Promise.all([1, 2, 3, 4].map(() => add(h, PATH, projectInput({ code }))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const loser of answers.filter((r) => r.statusCode === 409)) expect(loser.json()).toMatchObject({ code: 'code_taken', errors: [{ field: 'code' }] });
  });

  it('validates the shape: dates in order, amounts with cents at most', async () => {
    expect(fieldsOf(await add(h, PATH, projectInput({ startDate: '2025-05-02', endDate: '2025-05-01' })))).toEqual(['endDate']);
    expect(fieldsOf(await add(h, PATH, projectInput({ budget: 10.005 })))).toEqual(['budget']);
    expect(fieldsOf(await add(h, PATH, projectInput({ budget: -1, name: '' }))).sort()).toEqual(['budget', 'name']);
  });

  it('needs MANAGE_ROLES_AND_USERS', async () => {
    expect((await add(h, PATH, projectInput(), BEN)).json()).toMatchObject({ status: 403, code: 'missing_right' });
  });
});

describe('editing, archiving and restoring', () => {
  it('saves with the version; an older version gets 409 with the project as it is now', async () => {
    const project = await fresh();
    const saved = parsed(await send(h, 'PUT', `${PATH}/${project.id}`, { ...inputOf(project), addressId: address.id, budget: 99.99, version: 1 }));
    expect(saved).toMatchObject({ addressId: address.id, budget: { budget: '99.99', remaining: '99.99' }, version: 2 });
    const stale = await send(h, 'PUT', `${PATH}/${project.id}`, { ...inputOf(project), name: 'Mine', version: 1 });
    expect(stale.json()).toMatchObject({ status: 409, code: 'version_conflict', current: saved });
  });

  it('keeps its own number (in another case too) and an address archived since, but will not move to an archived one', async () => {
    const kept = (await add(h, '/company/addresses', addressInput())).json();
    const project = await fresh({ addressId: kept.id });
    await send(h, 'POST', `/company/addresses/${kept.id}/archive`, { version: 1 });
    const saved = await send(h, 'PUT', `${PATH}/${project.id}`, { ...inputOf(project), code: project.code.toLowerCase(), version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await fresh();
    expect(fieldsOf(await send(h, 'PUT', `${PATH}/${other.id}`, { ...inputOf(other), addressId: kept.id, version: 1 }))).toEqual(['addressId']);
    expect((await send(h, 'PUT', `${PATH}/${other.id}`, { ...inputOf(other), code: project.code, version: 1 })).json()).toMatchObject({ status: 409, code: 'code_taken' });
  });

  it('archives and restores with the version', async () => {
    const project = await fresh();
    expect(parsed(await send(h, 'POST', `${PATH}/${project.id}/archive`, { version: 1 }))).toMatchObject({ archived: true, version: 2 });
    expect((await send(h, 'POST', `${PATH}/${project.id}/archive`, { version: 1 })).json()).toMatchObject({ status: 409, code: 'version_conflict', current: { archived: true } });
    expect(parsed(await send(h, 'POST', `${PATH}/${project.id}/restore`, { version: 2 }))).toMatchObject({ archived: false, version: 3 });
  });

  it("answers 404 for another client's project and one that does not exist", async () => {
    const [foreign] = await rows<{ id: number }>(h, 'SELECT min(id) AS id FROM projects WHERE client_id = 2');
    for (const id of [foreign!.id, 2_000_000]) {
      expect((await send(h, 'PUT', `${PATH}/${id}`, { ...projectInput(), version: 1 })).statusCode).toBe(404);
      for (const action of ['archive', 'restore']) expect((await send(h, 'POST', `${PATH}/${id}/${action}`, { version: 1 })).statusCode).toBe(404);
    }
  });

  it('needs MANAGE_ROLES_AND_USERS', async () => {
    const project = await fresh();
    expect((await send(h, 'PUT', `${PATH}/${project.id}`, { ...inputOf(project), version: 1 }, BEN)).statusCode).toBe(403);
    expect((await send(h, 'POST', `${PATH}/${project.id}/archive`, { version: 1 }, BEN)).statusCode).toBe(403);
  });
});

describe('a manager who may not see prices', () => {
  it('gets no budget, and their add and edit keep the stored budget whatever they send', async () => {
    const project = await fresh({ budget: 5000 });
    await withoutPrices(async () => {
      const added = parsed(await add(h, PATH, projectInput({ budget: 777 })));
      expect(added.budget).toBeNull();
      expect(await storedBudget(added.id)).toBeNull();
      const listed = (await list<Project>(h, PATH, `q=${project.code}`)).items;
      expect(listed).toMatchObject([{ id: project.id, budget: null }]);
      const saved = await send(h, 'PUT', `${PATH}/${project.id}`, { ...inputOf(listed[0]!), name: 'Renamed blind', budget: 1, version: 1 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(parsed(saved)).toMatchObject({ name: 'Renamed blind', budget: null, version: 2 });
      expect(await storedBudget(project.id)).toBe('5000.00');
    });
    expect((await list<Project>(h, PATH, `q=${project.code}`)).items[0]!.budget?.budget).toBe('5000.00');
  });
});

describe("the project's PO and budget are its PO budget (project-po-sync.ts)", () => {
  const budgets = async (id: number) => projectPoBudgetsSchema.parse((await get(h, `${PATH}/${id}/po-budgets`)).json());
  const budgetOf = (items: { poReference: string; budget: string | null }[], po: string) => items.find((i) => i.poReference === po)?.budget ?? null;

  it('moves with the project form and the project with the PO budgets form, under one version', async () => {
    const project = await fresh({ poNumber: 'PO-SYNC-A', budget: 1000 });
    expect((await budgets(project.id)).items[0]).toMatchObject({ poReference: 'PO-SYNC-A', budget: '1000.00' });
    // The form renames the PO and changes the budget: the row follows, and the PO budgets carry the project's version.
    const edited = parsed(await send(h, 'PUT', `${PATH}/${project.id}`, { ...inputOf(project), poNumber: 'PO-SYNC-B', budget: 2500.5, version: 1 }));
    let po = await budgets(project.id);
    expect(po.version).toBe(edited.version);
    expect(po.items[0]).toMatchObject({ poReference: 'PO-SYNC-B', budget: '2500.50' });
    expect(budgetOf(po.items, 'PO-SYNC-A')).toBeNull();
    // The PO budgets form changes the project's PO's amount and adds another PO: the project shows the amount.
    const saved = await send(h, 'PUT', `${PATH}/${project.id}/po-budgets`, { version: po.version, budgets: [{ poReference: 'PO-SYNC-X', amount: 5 }, { poReference: 'PO-SYNC-B', amount: 900 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const [listed] = (await list<Project>(h, PATH, `q=${project.code}`)).items;
    expect(listed).toMatchObject({ poNumber: 'PO-SYNC-B', budget: { budget: '900.00' }, version: edited.version + 1 });
    po = await budgets(project.id);
    expect(po.items.map((i) => [i.poReference, i.budget])).toEqual([['PO-SYNC-B', '900.00'], ['PO-SYNC-X', '5.00']]);
    // A stale version is refused.
    expect((await send(h, 'PUT', `${PATH}/${project.id}`, { ...inputOf(project), budget: 1, version: edited.version })).statusCode).toBe(409);
    // The project's PO may not become another budgeted PO of the project: one budget would be lost.
    const taken = await send(h, 'PUT', `${PATH}/${project.id}`, { ...inputOf(listed!), poNumber: 'po-sync-x', version: listed!.version });
    expect(taken.json()).toMatchObject({ status: 409, code: 'po_budget_taken', errors: [{ field: 'poNumber' }] });
    // Removing the budget in the project form removes its PO's budget; the other PO keeps its own.
    const cleared = parsed(await send(h, 'PUT', `${PATH}/${project.id}`, { ...inputOf(listed!), budget: null, version: listed!.version }));
    expect(cleared.budget?.budget).toBeNull();
    po = await budgets(project.id);
    expect(budgetOf(po.items, 'PO-SYNC-B')).toBeNull();
    expect(budgetOf(po.items, 'PO-SYNC-X')).toBe('5.00');
    // Leaving the project's PO out of the PO budgets form leaves the project without a budget.
    await send(h, 'PUT', `${PATH}/${project.id}`, { ...inputOf(cleared), budget: 70, version: cleared.version });
    await send(h, 'PUT', `${PATH}/${project.id}/po-budgets`, { version: cleared.version + 1, budgets: [{ poReference: 'PO-SYNC-X', amount: 5 }] });
    expect(await storedBudget(project.id)).toBeNull();
  });
});

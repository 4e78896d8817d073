// GET /api/assets, /map-points, /export.csv, /options, /:id and /:id/requests: the filters, the
// inspection counts (checked against the same rules written out in JS) and what each answers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetMapPointsSchema, assetRequestListSchema, type Asset } from '@portal/shared-api-contract';
import { createHarness, type Harness } from '../../testing/harness';
import { get, options, page, parsedAsset, rows } from './asset-testing';
import { addDays } from './read';

let h: Harness;
let today: string;
let all: Asset[];
/** Due dates relative to the API's today (the seed's are relative to its fixed day), one per asset in turn. */
const offsets = [-30, -1, 0, 5, 30, 31, 200, null];

beforeAll(async () => {
  h = await createHarness();
  today = (await page(h)).today;
  const ids = await rows<{ id: number }>(h, 'SELECT id FROM assets WHERE client_id = 1 ORDER BY id');
  for (const [i, { id }] of ids.entries()) {
    const offset = offsets[i % offsets.length];
    await rows(h, `UPDATE assets SET inspection_due_date = ${offset === null || offset === undefined ? 'NULL' : `'${addDays(today, offset)}'`} WHERE id = ${id}`);
  }
  all = (await page(h, 'archived=true')).items;
});
afterAll(() => h.close());

const soon = () => addDays(today, 30);
const overdue = (a: Asset) => a.inspectionDueDate !== null && a.inspectionDueDate < today;
const dueSoon = (a: Asset) => a.inspectionDueDate !== null && a.inspectionDueDate >= today && a.inspectionDueDate <= soon();
const ids = (items: { id: number }[]) => items.map((a) => a.id).sort((x, y) => x - y);

describe('the list', () => {
  it('shows the active assets of the client by name, then id, with today where the opCo is', async () => {
    const res = await page(h);
    const active = all.filter((a) => !a.archived);
    expect(res.total).toBe(active.length);
    expect(res.items.map((a) => a.id)).toEqual(active.map((a) => a.id));
    const sorted = [...res.items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
    expect(res.items).toEqual(sorted);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(all.some((a) => a.archived)).toBe(true);
    const second = (await get(h, '/assets?pageSize=2&page=2')).json() as { items: Asset[]; total: number };
    expect(second.items).toEqual(res.items.slice(2, 4));
    expect(second.total).toBe(active.length);
  });

  it('filters overdue and due within 30 days, counting both over everything the other filters match', async () => {
    const active = all.filter((a) => !a.archived);
    const counts = { overdue: active.filter(overdue).length, dueSoon: active.filter(dueSoon).length };
    expect(counts.overdue).toBeGreaterThan(0);
    expect(counts.dueSoon).toBeGreaterThan(0);
    const late = await page(h, 'inspectionDue=overdue');
    expect(ids(late.items)).toEqual(ids(active.filter(overdue)));
    expect(late.total).toBe(counts.overdue);
    const coming = await page(h, 'inspectionDue=within_30_days');
    expect(ids(coming.items)).toEqual(ids(active.filter(dueSoon)));
    for (const res of [await page(h), late, coming]) expect(res.inspections).toEqual(counts);
    // With archived ones shown, they count too.
    expect((await page(h, 'archived=true')).inspections).toEqual({ overdue: all.filter(overdue).length, dueSoon: all.filter(dueSoon).length });
  });

  it('filters by category and project, and the counts follow', async () => {
    const sample = all.find((a) => !a.archived && a.categoryId !== null && a.projectId !== null)!;
    const byCategory = await page(h, `categoryId=${sample.categoryId}`);
    const expected = all.filter((a) => !a.archived && a.categoryId === sample.categoryId);
    expect(ids(byCategory.items)).toEqual(ids(expected));
    expect(byCategory.inspections).toEqual({ overdue: expected.filter(overdue).length, dueSoon: expected.filter(dueSoon).length });
    const byProject = await page(h, `projectId=${sample.projectId}`);
    expect(ids(byProject.items)).toEqual(ids(all.filter((a) => !a.archived && a.projectId === sample.projectId)));
    expect((await page(h, `projectId=${sample.projectId}&inspectionDue=overdue`)).items.every((a) => a.projectId === sample.projectId && overdue(a))).toBe(true);
  });

  it('searches name and serial, whatever the case, and treats % and _ as text', async () => {
    const sample = all.find((a) => !a.archived)!;
    expect((await page(h, `q=${encodeURIComponent(sample.serial.toLowerCase())}`)).items.map((a) => a.id)).toEqual([sample.id]);
    const word = sample.name.split(' ')[0]!.toUpperCase();
    expect(ids((await page(h, `q=${encodeURIComponent(word)}`)).items)).toEqual(ids(all.filter((a) => !a.archived && a.name.toUpperCase().includes(word))));
    expect((await page(h, 'q=%25')).items).toEqual([]);
  });

  it('shows archived assets only with archived=true', async () => {
    const archived = all.find((a) => a.archived)!;
    expect((await page(h, `q=${encodeURIComponent(archived.serial)}`)).items).toEqual([]);
    expect((await page(h, `q=${encodeURIComponent(archived.serial)}&archived=true`)).items).toEqual([archived]);
  });
});

describe('the map points', () => {
  it('are the filtered assets that have a location, as small rows', async () => {
    const res = assetMapPointsSchema.parse((await get(h, '/assets/map-points?inspectionDue=overdue')).json());
    expect(ids(res.items)).toEqual(ids(all.filter((a) => !a.archived && overdue(a) && a.lat !== null)));
    const raw = (await get(h, '/assets/map-points?archived=true')).json() as { items: object[] };
    expect(Object.keys(raw.items[0]!).sort()).toEqual(['archived', 'id', 'lat', 'lng', 'name', 'serial']);
    expect(raw.items.length).toBe(all.filter((a) => a.lat !== null).length);
  });
});

describe('the CSV export', () => {
  it('has the filtered assets by name, the id first', async () => {
    const res = await get(h, '/assets/export.csv?inspectionDue=within_30_days');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="assets-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    // Anna writes Dutch: Dutch headers, semicolons between the fields.
    expect(lines[0]).toBe('ID;Naam;Categorie;Serienummer;Project;Locatie;Breedtegraad;Lengtegraad;Volgende keuring;Eigendom of gehuurd;Gearchiveerd');
    const expected = (await page(h, 'inspectionDue=within_30_days')).items;
    expect(lines.slice(1).map((l) => Number(l.split(';')[0]))).toEqual(expected.map((a) => a.id));
    expect(lines[1]).toContain(`;${expected[0]!.serial};`);
  });

  it('keeps a typed formula from running in a spreadsheet', async () => {
    const [{ id }] = (await rows<{ id: number }>(h, 'SELECT min(id) AS id FROM assets WHERE client_id = 1 AND NOT archived')) as [{ id: number }];
    await rows(h, `UPDATE assets SET name = '=HYPERLINK("x")' WHERE id = ${id}`);
    const res = await get(h, '/assets/export.csv');
    expect(res.body).toContain(`${id};"'=HYPERLINK(""x"")"`);
  });
});

describe('one asset', () => {
  it('answers the asset and its requests, newest first; 404 for another client\'s', async () => {
    const asset = all.find((a) => !a.archived)!;
    expect(parsedAsset(await get(h, `/assets/${asset.id}`))).toEqual(asset);
    const headers = { ...(await h.as('anna@northwind.test', 'northwind-bouw')), 'idempotency-key': randomUUID() };
    const report = { type: 'breakdown', assetId: asset.id, description: 'The boom will not extend.', urgency: 'down', siteContactPhone: '+31 6 1234 5678' };
    const created = await h.app.inject({ method: 'POST', url: '/api/request/requests', headers, payload: report });
    expect(created.statusCode, created.body).toBe(201);
    const list = assetRequestListSchema.parse((await get(h, `/assets/${asset.id}/requests`)).json()).items;
    expect(list[0]).toMatchObject({ id: created.json().id, number: created.json().number, type: 'breakdown', status: 'submitted' });
    const [foreign] = await rows<{ id: number }>(h, 'SELECT min(id) AS id FROM assets WHERE client_id = 2');
    for (const url of [`/assets/${foreign!.id}`, `/assets/${foreign!.id}/requests`, '/assets/2000000']) expect((await get(h, url)).statusCode, url).toBe(404);
  });

  it('offers the catalogue\'s categories and the client\'s own projects', async () => {
    const opts = await options(h);
    expect(opts.categories).toHaveLength(20);
    const own = await rows<{ id: number }>(h, 'SELECT id FROM projects WHERE client_id = 1');
    expect(ids(opts.projects)).toEqual(ids(own));
  });

  it('needs the asset module', async () => {
    expect((await get(h, '/assets', { email: 'ben@northwind.test' })).json()).toMatchObject({ status: 403, code: 'module_inactive' });
    expect((await get(h, '/assets', { email: 'rita@requestonly.test', client: 'request-only' })).statusCode).toBe(403);
  });
});

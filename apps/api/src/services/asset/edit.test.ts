// PUT /api/assets/:id, POST /api/assets/:id/archive and /restore: versions, rules on edit, and an
// archived asset leaving the request pickers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetOptions } from '@portal/shared-api-contract';
import { createHarness, type Harness } from '../../testing/harness';
import { add, fieldsOf, get, options, page, parsedAsset, rows, send, validInput } from './asset-testing';

let h: Harness;
let opts: AssetOptions;
beforeAll(async () => {
  h = await createHarness();
  opts = await options(h);
});
afterAll(() => h.close());

const fresh = async () => parsedAsset(await add(h, validInput(opts)));
const inputOf = ({ id: _id, categoryNames: _c, projectName: _p, archived: _a, ...rest }: Asset) => rest;
const put = (asset: Asset, changes: Partial<Asset>, as = {}) => send(h, 'PUT', `/assets/${asset.id}`, { ...inputOf(asset), ...changes }, as);

describe('editing an asset', () => {
  it('saves the changes and bumps the version', async () => {
    const asset = await fresh();
    const res = await put(asset, { name: 'Verreiker 100', lat: null, lng: null, locationLabel: null, owned: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(parsedAsset(res)).toMatchObject({ id: asset.id, name: 'Verreiker 100', lat: null, lng: null, owned: false, version: 2 });
    expect(parsedAsset(await get(h, `/assets/${asset.id}`)).version).toBe(2);
  });

  it('refuses an edit based on an older version, answering the asset as it is now', async () => {
    const asset = await fresh();
    const theirs = parsedAsset(await put(asset, { name: 'Saved first' }));
    const mine = await put(asset, { name: 'Saved second' });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({ code: 'version_conflict', current: { ...theirs, name: 'Saved first', version: 2 } });
    expect(parsedAsset(await get(h, `/assets/${asset.id}`)).name).toBe('Saved first');
  });

  it("answers 404 for another client's asset, whatever the version", async () => {
    const [foreign] = await rows<{ id: number }>(h, 'SELECT min(id) AS id FROM assets WHERE client_id = 2');
    const asset = await fresh();
    const res = await send(h, 'PUT', `/assets/${foreign!.id}`, { ...inputOf(asset), serial: 'NEW-1' });
    expect(res.statusCode).toBe(404);
    for (const action of ['archive', 'restore']) expect((await send(h, 'POST', `/assets/${foreign!.id}/${action}`, { version: 1 })).statusCode).toBe(404);
  });

  it('keeps its own serial (in another case too) but refuses one of another asset', async () => {
    const asset = await fresh();
    expect((await put(asset, { serial: asset.serial.toLowerCase() })).statusCode).toBe(200);
    const other = await fresh();
    const res = await put(other, { serial: asset.serial });
    expect(res.json()).toMatchObject({ status: 409, code: 'serial_taken', errors: [{ field: 'serial', message: `${asset.serial.toLowerCase()} is already used by ${asset.name}` }] });
  });

  it('keeps a project archived since, but will not move to an archived one', async () => {
    const [old] = await rows<{ id: number }>(h, "INSERT INTO projects (client_id, code, name, archived) VALUES (1, 'P1-OLD2', 'Closed site', false) RETURNING id");
    const asset = parsedAsset(await add(h, validInput(opts, { projectId: old!.id })));
    await rows(h, `UPDATE projects SET archived = true WHERE id = ${old!.id}`);
    const kept = await put(asset, { name: 'Still there' });
    expect(kept.statusCode, kept.body).toBe(200);
    const other = await fresh();
    expect(fieldsOf(await put(other, { projectId: old!.id }))).toEqual(['projectId']);
  });

  it('needs MANAGE_ASSETS', async () => {
    const asset = await fresh();
    expect((await put(asset, { name: 'x' }, { email: 'ben@northwind.test' })).statusCode).toBe(403);
  });
});

describe('archiving and restoring', () => {
  it('hides the asset from the list and the request pickers until restored, each with its version', async () => {
    const asset = await fresh();
    const archived = await send(h, 'POST', `/assets/${asset.id}/archive`, { version: 1 });
    expect(parsedAsset(archived)).toMatchObject({ archived: true, version: 2 });
    expect((await send(h, 'POST', `/assets/${asset.id}/restore`, { version: 1 })).json()).toMatchObject({ status: 409, code: 'version_conflict', current: { archived: true, version: 2 } });
    expect((await page(h, `q=${asset.serial}`)).items).toEqual([]);
    expect((await page(h, `q=${asset.serial}&archived=true`)).items.map((a) => a.archived)).toEqual([true]);
    const picker = async () => (await h.app.inject({ url: `/api/request/requests/assets?q=${asset.serial}`, headers: await h.as('anna@northwind.test', 'northwind-bouw') })).json().items;
    expect(await picker()).toEqual([]);
    // Nor can a breakdown be reported on it (the request service checks it again).
    const report = { type: 'breakdown', assetId: asset.id, description: 'It will not start at all.', urgency: 'down', siteContactPhone: '+31 6 1234 5678' };
    const headers = { ...(await h.as('anna@northwind.test', 'northwind-bouw')), 'idempotency-key': randomUUID() };
    expect(fieldsOf(await h.app.inject({ method: 'POST', url: '/api/request/requests', headers, payload: report }))).toEqual(['assetId']);
    // Archiving it again changes nothing, not even the version.
    expect(parsedAsset(await send(h, 'POST', `/assets/${asset.id}/archive`, { version: 2 }))).toMatchObject({ archived: true, version: 2 });
    expect(parsedAsset(await send(h, 'POST', `/assets/${asset.id}/restore`, { version: 2 }))).toMatchObject({ archived: false, version: 3 });
    expect((await picker()).map((a: { id: number }) => a.id)).toEqual([asset.id]);
  });

  it('needs MANAGE_ASSETS', async () => {
    const asset = await fresh();
    expect((await send(h, 'POST', `/assets/${asset.id}/archive`, { version: 1 }, { email: 'ben@northwind.test' })).statusCode).toBe(403);
  });
});

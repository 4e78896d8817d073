// POST /api/assets: idempotent add, each rule of the server, and who may add.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetOptions } from '@portal/shared-api-contract';
import { createHarness, type Harness } from '../../testing/harness';
import { add, fieldsOf, get, options, parsedAsset, rows, validInput } from './asset-testing';

let h: Harness;
let opts: AssetOptions;
beforeAll(async () => {
  h = await createHarness();
  opts = await options(h);
});
afterAll(() => h.close());

describe('adding an asset', () => {
  it('answers 201 with the asset, and the same asset again to a retry with the same key', async () => {
    const body = validInput(opts, { locationLabel: '' });
    const key = randomUUID();
    const first = await add(h, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    const asset = parsedAsset(first);
    const project = opts.projects.find((p) => p.id === body.projectId)!;
    expect(asset).toMatchObject({ name: body.name, serial: body.serial, projectName: project.name, locationLabel: null, lat: 52.09, owned: true, archived: false, version: 1 });
    expect(asset.categoryNames?.['en-US']).toBe('Telehandlers');
    const again = await add(h, body, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(parsedAsset(again)).toEqual(asset);
    expect(await rows(h, `SELECT id FROM assets WHERE serial = '${body.serial}'`)).toHaveLength(1);
    expect((await add(h, { ...body, name: 'Another' }, { key })).json()).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
    expect(parsedAsset(await get(h, `/assets/${asset.id}`))).toEqual(asset);
  });

  it('needs the Idempotency-Key', async () => {
    const res = await add(h, validInput(opts), { key: '' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['idempotency-key']);
  });

  it('refuses a serial the client has already, in any case, naming the asset that has it', async () => {
    const [other] = await rows<{ serial: string; name: string }>(h, 'SELECT serial, name FROM assets WHERE client_id = 1 AND NOT archived ORDER BY id LIMIT 1');
    const res = await add(h, validInput(opts, { serial: other!.serial.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    const message = `${other!.serial} is already used by ${other!.name}`;
    expect(res.json()).toMatchObject({ code: 'serial_taken', detail: message, errors: [{ field: 'serial', message }] });
  });

  it("takes a serial another client uses (unique within the client only)", async () => {
    const [foreign] = await rows<{ serial: string }>(h, 'SELECT serial FROM assets WHERE client_id = 2 ORDER BY id LIMIT 1');
    expect((await add(h, validInput(opts, { serial: foreign!.serial }))).statusCode).toBe(201);
  });

  it("refuses another client's project like one that does not exist, and an archived one", async () => {
    const [foreign] = await rows<{ id: number }>(h, 'SELECT min(id) AS id FROM projects WHERE client_id = 2');
    const [archived] = await rows<{ id: number }>(h, "INSERT INTO projects (client_id, code, name, archived) VALUES (1, 'P1-OLD', 'Old site', true) RETURNING id");
    const answers = [];
    for (const projectId of [foreign!.id, 2_000_000, archived!.id]) {
      const res = await add(h, validInput(opts, { projectId }));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['projectId']);
      answers.push(res.json().errors);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(JSON.stringify(answers)).not.toContain('Infra');
  });

  it('refuses a category that does not exist', async () => {
    expect(fieldsOf(await add(h, validInput(opts, { categoryId: 999_999 })))).toEqual(['categoryId']);
  });

  it('wants both coordinates or neither, each in range', async () => {
    expect(fieldsOf(await add(h, validInput(opts, { lng: null })))).toEqual(['lng']);
    expect(fieldsOf(await add(h, validInput(opts, { lat: null })))).toEqual(['lat']);
    expect(fieldsOf(await add(h, validInput(opts, { lat: 90.5, lng: -181 }))).sort()).toEqual(['lat', 'lng']);
    expect((await add(h, validInput(opts, { lat: null, lng: null }))).statusCode).toBe(201);
  });

  it('wants a real date within reason', async () => {
    for (const inspectionDueDate of ['2025-02-30', '2025-13-01', '1899-12-31', '2150-01-01']) {
      expect(fieldsOf(await add(h, validInput(opts, { inspectionDueDate }))), inspectionDueDate).toEqual(['inspectionDueDate']);
    }
    expect((await add(h, validInput(opts, { inspectionDueDate: null }))).statusCode).toBe(201);
  });

  it('bounds the texts and wants a name and a serial', async () => {
    const res = await add(h, validInput(opts, { name: ' ', serial: 'x'.repeat(61), locationLabel: 'x'.repeat(201) }));
    expect(fieldsOf(res).sort()).toEqual(['locationLabel', 'name', 'serial']);
    expect(fieldsOf(await add(h, validInput(opts, { name: 'Bad\u0000name' })))).toEqual(['name']);
    expect(fieldsOf(await add(h, { ...validInput(opts), extra: true }))).toEqual(['extra']);
  });

  it('reports every broken rule at once, the serial among them', async () => {
    const [other] = await rows<{ serial: string }>(h, 'SELECT serial FROM assets WHERE client_id = 1 ORDER BY id LIMIT 1');
    const res = await add(h, validInput(opts, { serial: other!.serial, categoryId: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).sort()).toEqual(['categoryId', 'serial']);
  });
});

describe('who may add', () => {
  it('needs the asset module (ben: 403) and MANAGE_ASSETS (axel without it: 403, reading still allowed)', async () => {
    expect((await add(h, validInput(opts), { email: 'ben@northwind.test' })).json()).toMatchObject({ status: 403, code: 'module_inactive' });
    const role = `(SELECT mr.role_id FROM memberships JOIN membership_roles mr ON mr.membership_id = memberships.id WHERE user_id = (SELECT id FROM users WHERE email = 'axel@assetonly.test'))`;
    await rows(h, `DELETE FROM role_rights WHERE role_id = ${role} AND right_code = 'MANAGE_ASSETS'`);
    h.app.ctx.tenants.clear();
    try {
      const axel = { email: 'axel@assetonly.test', client: 'asset-only' };
      expect((await add(h, validInput(opts), axel)).json()).toMatchObject({ status: 403, code: 'missing_right' });
      expect((await get(h, '/assets', axel)).statusCode).toBe(200);
    } finally {
      await rows(h, `INSERT INTO role_rights (role_id, right_code) SELECT ${role}, 'MANAGE_ASSETS'`);
      h.app.ctx.tenants.clear();
    }
  });
});

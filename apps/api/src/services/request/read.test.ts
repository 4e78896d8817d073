// Reading requests: the list with its filters and labels, the CSV, the detail, the pickers, and
// the seeded requests (lines, history and off-hire quantities consistent with their status).
import { requestableAssetListSchema, requestableDocumentListSchema, requestableLinePageSchema, requestDetailSchema, requestPageSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createHarness, type Harness } from '../../testing/harness';
import { todayIn } from '../order/pricing';
import { get, openLines } from './request-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const page = async (query = '') => requestPageSchema.parse((await get(h, `/requests?pageSize=100${query}`)).json());

describe('the requests list, export and detail', () => {
  it('lists newest first with what each concerns and who sent it', async () => {
    const all = await page();
    expect(all.total).toBe(await countRows(h.database, 'SELECT count(*) AS n FROM requests WHERE client_id = 1'));
    expect(all.items.map((r) => r.createdAt)).toEqual(all.items.map((r) => r.createdAt).sort().reverse());
    expect(all.items.every((r) => r.createdByName)).toBe(true);
    for (const r of all.items) {
      if (r.type === 'off_hire') expect(r.reference).toMatch(/^OH-\d{7}$/);
      if (r.type === 'invoice_query') expect(r.concerns).toMatchObject({ kind: 'document', label: expect.stringMatching(/^(INV|CN)-/) });
      if (r.type === 'other') expect(r.concerns).toEqual({ kind: 'none', label: null });
      if (r.type === 'off_hire' || r.type === 'extension' || r.type === 'damage') expect(r.concerns.label).toMatch(/^C-\d{7} FL-\d+/);
    }
  });

  it('filters on type, status, the day created and q (number, reference, fleet number, document)', async () => {
    const offHires = await page('&type=off_hire&status=done');
    expect(offHires.items.length).toBeGreaterThan(0);
    expect(offHires.items.every((r) => r.type === 'off_hire' && r.status === 'done')).toBe(true);
    const first = offHires.items[0]!;
    expect((await page(`&q=${first.number}`)).items.map((r) => r.id)).toEqual([first.id]);
    expect((await page(`&q=${first.reference}`)).items.map((r) => r.id)).toContain(first.id);
    const fleet = first.concerns.label!.split(' ')[1]!;
    expect((await page(`&q=${fleet}`)).items.map((r) => r.id)).toContain(first.id);
    const day = first.createdAt.slice(0, 10);
    expect((await page(`&from=${day}&to=${day}`)).items.map((r) => r.id)).toContain(first.id);
    expect((await page('&from=2099-01-01')).total).toBe(0);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await get(h, '/requests/export.csv?type=off_hire');
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body.split('\r\n').filter(Boolean);
    // Anna writes Dutch: Dutch headers, the type as its label, semicolons between the fields.
    expect(rows[0]).toContain('Nummer;Type;Status;Afmeldreferentie;Betreft;Aangemaakt;Aangemaakt door');
    expect(rows.slice(1).every((row) => row.split(';')[1] === 'Huur stoppen (afmelding)')).toBe(true);
    expect(rows.length - 1).toBe(await countRows(h.database, `SELECT count(*) AS n FROM requests WHERE client_id = 1 AND type = 'off_hire'`));
  });

  it("shows one request with its history, and 404 for another client's", async () => {
    const done = (await page('&status=done')).items[0]!;
    const d = requestDetailSchema.parse((await get(h, `/requests/${done.id}`)).json());
    expect(d.events.map((e) => e.status)).toEqual(['submitted', 'in_progress', 'done']);
    expect(d.can).toEqual({ edit: false, addPhotos: false });
    expect((await get(h, `/requests/${done.id}`, 'anna@northwind.test', 'northwind-infra')).statusCode).toBe(404);
    expect((await get(h, `/requests/${done.id}`, 'ben@northwind.test')).statusCode).toBe(403);
  });
});

describe('what a request can be about', () => {
  it('lists open lines with something on rent, today in the opCo, searchable and by ids', async () => {
    const res = requestableLinePageSchema.parse((await get(h, '/requests/lines?pageSize=100')).json());
    expect(res.today).toBe(todayIn('nl'));
    expect(res.items.every((l) => l.onRentQuantity > 0 && l.onRentQuantity <= l.quantity)).toBe(true);
    const open = `SELECT count(*) AS n FROM contract_lines l JOIN contracts c ON c.id = l.contract_id WHERE c.client_id = 1 AND c.status <> 'closed' AND l.actual_off_hire_date IS NULL
      AND l.quantity > (SELECT coalesce(sum(rl.quantity), 0) FROM request_lines rl JOIN requests r ON r.id = rl.request_id WHERE rl.contract_line_id = l.id AND r.type = 'off_hire' AND r.status <> 'rejected')`;
    expect(res.total).toBe(await countRows(h.database, open));
    const sample = res.items.find((l) => l.projectName)!;
    for (const q of [sample.fleetNumber, sample.contractNumber, sample.projectName!, sample.productNames.de, sample.productNames.hu]) {
      expect((await openLines(h, q)).map((l) => l.id), q).toContain(sample.id);
    }
    const byIds = requestableLinePageSchema.parse((await get(h, `/requests/lines?ids=${sample.id},${res.items[1]!.id}`)).json());
    expect(byIds.items.map((l) => l.id).sort()).toEqual([sample.id, res.items[1]!.id].sort());
    expect((await openLines(h, '', 'rita@requestonly.test', 'request-only')).length).toBeGreaterThanOrEqual(3);
  });

  it('lists assets that are not archived and invoices or credit notes', async () => {
    const assets = requestableAssetListSchema.parse((await get(h, '/requests/assets')).json()).items;
    expect(assets.length).toBeGreaterThan(0);
    const archived = await countRows(h.database, `SELECT count(*) AS n FROM assets WHERE client_id = 1 AND archived AND id IN (${assets.map((a) => a.id).join(',')})`);
    expect(archived).toBe(0);
    expect(requestableAssetListSchema.parse((await get(h, `/requests/assets?id=${assets[0]!.id}`)).json()).items).toEqual([assets[0]]);
    const documents = requestableDocumentListSchema.parse((await get(h, '/requests/documents?q=INV')).json()).items;
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.every((d) => d.number.startsWith('INV-'))).toBe(true);
  });
});

describe('the seeded requests', () => {
  it('never stop more of a line than it has, and give every off-hire a date and a reference', async () => {
    const over = `SELECT count(*) AS n FROM contract_lines l WHERE l.quantity < (SELECT coalesce(sum(rl.quantity), 0) FROM request_lines rl
      JOIN requests r ON r.id = rl.request_id WHERE rl.contract_line_id = l.id AND r.type = 'off_hire' AND r.status <> 'rejected')`;
    expect(await countRows(h.database, over)).toBe(0);
    expect(await countRows(h.database, `SELECT count(*) AS n FROM requests WHERE type = 'off_hire' AND (off_hire_date IS NULL OR reference IS NULL)`)).toBe(0);
    expect(await countRows(h.database, `SELECT count(*) AS n FROM requests r WHERE r.type IN ('off_hire', 'extension', 'damage') AND NOT EXISTS (SELECT 1 FROM request_lines rl WHERE rl.request_id = r.id)`)).toBe(0);
  });

  it('have a history matching their status', async () => {
    expect(await countRows(h.database, `SELECT count(*) AS n FROM requests r WHERE NOT EXISTS (SELECT 1 FROM request_events e WHERE e.request_id = r.id AND e.status = 'submitted')`)).toBe(0);
    const last = `SELECT count(*) AS n FROM requests r WHERE r.status <> (SELECT e.status FROM request_events e WHERE e.request_id = r.id ORDER BY e.at DESC, e.id DESC LIMIT 1)`;
    expect(await countRows(h.database, last)).toBe(0);
    expect(await countRows(h.database, `SELECT count(*) AS n FROM request_events WHERE status = 'rejected' AND note IS NULL`)).toBe(0);
  });

  it('have moved the sequences past the seeded ids', async () => {
    for (const table of ['requests', 'request_lines', 'request_events']) {
      const next = await countRows(h.database, `SELECT nextval(pg_get_serial_sequence('${table}', 'id')) AS n`);
      expect(next, table).toBeGreaterThan(await countRows(h.database, `SELECT max(id) AS n FROM ${table}`));
    }
  });
});

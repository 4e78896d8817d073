// CSV exports, document PDFs and ZIPs: format, completeness, prices and isolation.
import { sql } from 'drizzle-orm';
import { contractPageSchema, documentPageSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvSeparatorOf, parseCsv, zipEntryNames } from '../../testing/files';
import { qrCodesOn, readPdf } from '../../testing/pdf';
import { createHarness, type Harness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const rowsOf = async <T>(query: string) => ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const today = () => new Date().toISOString().slice(0, 10);
/** An amount with the export's decimal mark (en-US 1234.50; Dutch 1234,50, where the separator is `;`). */
const amountPatternOf = (csv: string) => (csvSeparatorOf(csv) === ';' ? /\d,\d\d(?!\d)/ : /\d\.\d\d(?!\d)/);
/** `2026-11-27` as Dutch writes it in a date field: `27-11-2026`. */
const dutchDate = (iso: string) => iso.split('-').reverse().join('-');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function csvOf(res: { statusCode: number; rawPayload: Buffer; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = res.rawPayload.toString('utf8');
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/"[^"]*"/g, '').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const rows = parseCsv(text.slice(1));
  for (const row of rows) expect(row).toHaveLength(rows[0]!.length);
  return { header: rows[0]!, rows: rows.slice(1), text };
}

describe('GET /api/overview/contracts/export.csv', () => {
  it('writes every line of every matching contract, across all pages, with rates for anna', async () => {
    const res = await h.get('/api/overview/contracts/export.csv?archived=true');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contracts-${today()}.csv"`);
    const { header, rows } = csvOf(res);
    expect(csvSeparatorOf(res.body)).toBe(';');
    expect(header).toEqual(['Contract', 'Status', 'Project', 'Productcode', 'Product', 'Vlootnummer', 'Aantal', 'Begin huur', 'Verwacht einde huur', 'Afgemeld op', 'Tarief', 'Tariefperiode', 'Kosten tot nu toe', 'Volgende factuur', 'Bedrag volgende factuur']);
    let lines = 0;
    const numbers = new Set<string>();
    for (let page = 1; ; page++) {
      const p = contractPageSchema.parse((await h.get(`/api/overview/contracts?archived=true&pageSize=10&page=${page}`)).json());
      lines += p.items.reduce((n, c) => n + c.lineCount, 0);
      p.items.forEach((c) => numbers.add(c.number));
      if (page * 10 >= p.total) break;
    }
    expect(rows).toHaveLength(lines);
    expect(new Set(rows.map((r) => r[0]))).toEqual(numbers);
    const [line] = await rowsOf<{ number: string; fleet: string; nl: string; rate: string; on: string }>(`SELECT c.number, l.fleet_number AS fleet, p.names->>'nl' AS nl,
      l.rate::text AS rate, l.on_rent_date::text AS on FROM contract_lines l JOIN contracts c ON c.id = l.contract_id JOIN products p ON p.id = l.product_id
      WHERE c.client_id = 1 ORDER BY l.id LIMIT 1`);
    // anna's preferred language is nl: amounts with a decimal comma and no thousands separator, Dutch dates, Dutch labels.
    expect(rows).toContainEqual(expect.arrayContaining([line!.number, line!.fleet, line!.nl, line!.rate.replace('.', ','), dutchDate(line!.on)]));
    for (const row of rows) {
      expect(row[7]).toMatch(/^\d\d-\d\d-\d{4}$/);
      expect(row[10]).toMatch(/^\d+,\d\d$/);
      expect(['per dag', 'per week', 'per 4 weken']).toContain(row[11]);
    }
  });

  it('applies the same filters as the list', async () => {
    const list = contractPageSchema.parse((await h.get('/api/overview/contracts?status=open&pageSize=100')).json());
    const { rows } = csvOf(await h.get('/api/overview/contracts/export.csv?status=open'));
    expect(rows).toHaveLength(list.items.reduce((n, c) => n + c.lineCount, 0));
    expect(rows.every((r) => r[1] === 'Open')).toBe(true);
    const none = csvOf(await h.get('/api/overview/contracts/export.csv?q=no-such-thing'));
    expect(none.rows).toEqual([]);
  });

  it('has no rate columns and no amount anywhere for ben (no VIEW_PRICES)', async () => {
    const { header, rows, text } = csvOf(await h.get('/api/overview/contracts/export.csv?archived=true', 'ben@northwind.test'));
    expect(header).not.toContain('Rate');
    expect(header).not.toContain('Rate period');
    // The next invoice's date stays (issue 35), its amount and the cost to date go.
    expect(header).toHaveLength(11);
    expect(header[10]).toBe('Next invoice');
    expect(rows.length).toBeGreaterThan(0);
    expect(text).not.toMatch(amountPatternOf(text));
  });

  it('refuses bad filters and other clients', async () => {
    expect((await h.get('/api/overview/contracts/export.csv?q=%00')).statusCode).toBe(400);
    expect((await h.get('/api/overview/contracts/export.csv?projectId=2147483648')).statusCode).toBe(400);
    expect((await h.get('/api/overview/contracts/export.csv', 'rita@requestonly.test', 'request-only')).statusCode).toBe(403);
    const infra = csvOf(await h.get('/api/overview/contracts/export.csv?archived=true', 'anna@northwind.test', 'northwind-infra'));
    const bouwNumbers = new Set((await rowsOf<{ number: string }>('SELECT number FROM contracts WHERE client_id = 1')).map((r) => r.number));
    expect(infra.rows.some((r) => bouwNumbers.has(r[0]!))).toBe(false);
  });
});

describe('GET /api/overview/documents/export.csv', () => {
  it('writes every matching document with amounts for anna', async () => {
    const res = await h.get('/api/overview/documents/export.csv?type=invoice');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="documents-${today()}.csv"`);
    const { header, rows } = csvOf(res);
    expect(header).toEqual(['Nummer', 'Type', 'Datum', 'Vervaldatum', 'Bedrag', 'Valuta', 'Status', 'Project']);
    const list = documentPageSchema.parse((await h.get('/api/overview/documents?type=invoice&pageSize=10')).json());
    expect(rows).toHaveLength(list.total);
    expect(list.total).toBeGreaterThan(100);
    expect(rows.every((r) => r[1] === 'Factuur' && /^\d+,\d\d$/.test(r[4]!) && r[5] === 'EUR')).toBe(true);
    expect(rows.slice(0, 10).map((r) => r[0])).toEqual(list.items.map((d) => d.number));
  });

  it('writes delivery notes without an amount or a paid/open status, and a list of only delivery notes without an Amount column (issue 32)', async () => {
    const all = csvOf(await h.get('/api/overview/documents/export.csv'));
    const notes = all.rows.filter((r) => r[1] === 'Leverbon');
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((r) => r[4] === '' && r[6] === '')).toBe(true);
    const only = csvOf(await h.get('/api/overview/documents/export.csv?type=delivery_note'));
    expect(only.header).toEqual(['Nummer', 'Type', 'Datum', 'Vervaldatum', 'Status', 'Project']);
    expect(only.rows).toHaveLength(notes.length);
    expect(only.rows.every((r) => r[4] === '')).toBe(true);
    expect(only.text).not.toMatch(amountPatternOf(only.text));
  });

  it('has no Amount and Currency columns when prices are hidden', async () => {
    const cases = [
      ['ben@northwind.test', 'northwind-bouw', ['Number', 'Type', 'Date', 'Due date', 'Status', 'Project']],
      ['rita@requestonly.test', 'request-only', ['Nummer', 'Type', 'Datum', 'Vervaldag', 'Status', 'Project']],
    ] as const;
    for (const [email, client, headers] of cases) {
      const { header, rows, text } = csvOf(await h.get('/api/overview/documents/export.csv', email, client));
      expect(header).toEqual(headers);
      expect(rows.length).toBeGreaterThan(0);
      expect(text).not.toMatch(amountPatternOf(text));
      expect(text).not.toContain('EUR');
    }
  });
});

describe('GET /api/overview/documents/:id/pdf', () => {
  const firstDoc = async (type: string, where = 'TRUE', client = 1) => (await rowsOf<{ id: number; number: string; amount: string }>(`SELECT id, number, amount::text AS amount FROM documents WHERE client_id = ${client} AND type = '${type}' AND order_id IS NOT NULL AND ${where} ORDER BY id LIMIT 1`))[0]!;
  const pdfOf = async (id: number, email?: string, client?: string) => {
    const res = await h.get(`/api/overview/documents/${id}/pdf`, email, client);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return { res, ...readPdf(res.rawPayload) };
  };
  /** 1234.50 as nl (1.234,50), de (1.234,50) and en-US (1,234.50) print it, without the currency. */
  const printed = (amount: string) => {
    const n = Math.abs(Number(amount));
    return ['nl', 'de', 'en-US'].map((l) => new Intl.NumberFormat(l, { minimumFractionDigits: 2 }).format(n));
  };
  const euro = (amount: string) => new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(Number(amount));
  const linesOf = (id: number) => rowsOf<{ netAmount: string; rate: string; fleetNumber: string | null }>(`SELECT net_amount::text AS "netAmount", rate::text AS rate, fleet_number AS "fleetNumber" FROM document_lines WHERE document_id = ${id} ORDER BY position`);

  it("prints the lines, VAT, totals, terms, bank account and reference in anna's language, and a QR that pays exactly that", async () => {
    const doc = await firstDoc('invoice', "status <> 'paid'");
    const [head] = await rowsOf<{ net: string; vat: string; reference: string }>(`SELECT net_amount::text AS net, vat_amount::text AS vat, payment_reference AS reference FROM documents WHERE id = ${doc.id}`);
    const { res, text, pages } = await pdfOf(doc.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${doc.number}.pdf"`);
    for (const expected of ['Atlas Rental Nederland B.V.', 'Northwind Bouw B.V.', doc.number, 'Factuur', 'Btw-nr. NL', 'Omschrijving', 'Vlootnr.', 'Periode', 'Tarief', 'Nettobedrag', 'Betalingstermijn', '30 dagen netto', 'IBAN NL71INGB0009876543', 'BIC INGBNL2A', head!.reference]) expect(text).toContain(expected);
    const lines = await linesOf(doc.id);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(text).toContain(euro(line.netAmount));
      expect(text).toContain(euro(line.rate));
      if (line.fleetNumber) expect(text).toContain(line.fleetNumber);
    }
    expect(text).toMatch(new RegExp(`Btw 21\\s?%\\s+${escape(euro(head!.net))}\\s+${escape(euro(head!.vat))}`));
    expect(text).toMatch(new RegExp(`Totaal netto\\s+${escape(euro(head!.net))}\\s+Totaal btw\\s+${escape(euro(head!.vat))}\\s+Totaal\\s+${escape(euro(doc.amount))}`));
    // The QR as a banking app reads it off the rendered page.
    const [qr] = qrCodesOn(res.rawPayload, pages.length - 1);
    expect(qr?.split('\n')).toEqual(['BCD', '002', '1', 'SCT', 'INGBNL2A', 'Atlas Rental Nederland B.V.', 'NL71INGB0009876543', `EUR${Number(doc.amount).toFixed(2)}`, '', '', head!.reference]);
  });

  it("prints a Belgian invoice's structured reference, in the QR as its 12 digits", async () => {
    // The Belgian client shows no prices and Rita (its one user, a site manager) may not see them: both change for this test.
    await rowsOf(`UPDATE corporate_clients SET show_prices = true WHERE external_uuid = '5eed0000-0000-4000-8000-000000000003'`);
    await rowsOf(`INSERT INTO role_rights (role_id, right_code) SELECT r.id, 'VIEW_PRICES' FROM roles r JOIN memberships m ON m.client_id = r.client_id JOIN users u ON u.id = m.user_id WHERE u.email = 'rita@requestonly.test' AND r.name = 'Site manager' ON CONFLICT DO NOTHING`);
    await h.app.ctx.tenants.clear();
    const [doc] = await rowsOf<{ id: number; reference: string; amount: string }>(`SELECT d.id, d.payment_reference AS reference, d.amount::text AS amount FROM documents d JOIN corporate_clients c ON c.id = d.client_id WHERE c.op_co = 'be' AND d.type = 'invoice' ORDER BY d.id LIMIT 1`);
    // The seeded Belgian invoices are all paid, and a paid invoice gets no QR: this one is still open.
    await rowsOf(`UPDATE documents SET status = 'open' WHERE id = ${doc!.id}`);
    const { res, text, pages } = await pdfOf(doc!.id, 'rita@requestonly.test', 'request-only');
    expect(doc!.reference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    expect(text).toMatch(new RegExp(`Betalingskenmerk\\s+${escape(doc!.reference)}`));
    const qr = qrCodesOn(res.rawPayload, pages.length - 1)[0]!.split('\n');
    expect(qr[7]).toBe(`EUR${Number(doc!.amount).toFixed(2)}`);
    expect(qr.slice(9)).toEqual([doc!.reference.replace(/\D/g, '')]);
  });

  it('prints no amount at all for ben (no VIEW_PRICES), no QR, and never an amount on delivery notes', async () => {
    const doc = await firstDoc('invoice', "status <> 'paid'");
    const { res, text, pages } = await pdfOf(doc.id, 'ben@northwind.test');
    expect(text).toContain(doc.number);
    expect(text).toContain('Invoice');
    expect(text).toContain('Quantity');
    for (const line of await linesOf(doc.id)) if (line.fleetNumber) expect(text).toContain(line.fleetNumber);
    for (const p of printed(doc.amount)) expect(text).not.toContain(p);
    expect(text).not.toMatch(/\d[.,]\d\d(?!\d)/);
    expect(text).not.toContain('€');
    expect(text).not.toMatch(/Rate|Net amount|VAT rate|Total/);
    expect(qrCodesOn(res.rawPayload, pages.length - 1)).toEqual([]);
    const note = await firstDoc('delivery_note');
    const anna = await pdfOf(note.id);
    expect(anna.text).toContain(note.number);
    expect(anna.text).not.toMatch(/\d[.,]\d\d(?!\d)/);
    expect(anna.text).not.toContain('€');
  });

  it('names the invoice a credit note corrects, with no QR; a forint invoice in Hungarian keeps its letters and has no QR', async () => {
    const [credit] = await rowsOf<{ id: number; corrects: string }>(`SELECT d.id, c.number AS corrects FROM documents d JOIN documents c ON c.id = d.corrects_document_id WHERE d.client_id = 1 AND d.type = 'credit_note' ORDER BY d.id LIMIT 1`);
    const note = await pdfOf(credit!.id);
    expect(note.text).toMatch(new RegExp(`Corrigeert factuur\\s+${credit!.corrects}`));
    expect(qrCodesOn(note.res.rawPayload, note.pages.length - 1)).toEqual([]);
    const [blocked] = await rowsOf<{ id: number }>(`SELECT id FROM corporate_clients WHERE external_uuid = '5eed0000-0000-4000-8000-000000000006'`);
    const forint = await firstDoc('invoice', "status <> 'paid'", blocked!.id);
    const hu = await pdfOf(forint.id, 'carl@blocked.test', 'blocked');
    for (const expected of ['Blocked Építő Kft.', 'Számla', 'Fizetési határidő', 'Nettó összesen', 'ÁFA 27', 'Ft']) expect(hu.text).toContain(expected);
    expect(qrCodesOn(hu.res.rawPayload, hu.pages.length - 1)).toEqual([]);
  });

  it('breaks a long document across pages, the table header on each, the totals at the end', async () => {
    const [doc] = await rowsOf<{ id: number }>(`SELECT id FROM documents WHERE client_id = 1 AND type = 'invoice' ORDER BY id DESC LIMIT 1`);
    await rowsOf(`INSERT INTO document_lines (document_id, position, kind, quantity, unit, unit_count, rate, net_amount, vat_rate)
      SELECT ${doc!.id}, 1000 + g, 'transport', 1, 'piece', 1, 10, 10, 21 FROM generate_series(1, 90) g`);
    const { pages } = await pdfOf(doc!.id);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toMatch(/Omschrijving\s+Vlootnr\.\s+Periode\s+Aantal/);
      expect(page).toContain(`Pagina ${i + 1} van ${pages.length}`);
    });
    expect(pages.at(-1)).toContain('Totaal netto');
  });

  it("answers 404 for another client's document", async () => {
    const doc = await firstDoc('invoice');
    const res = await h.get(`/api/overview/documents/${doc.id}/pdf`, 'anna@northwind.test', 'northwind-infra');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('GET /api/overview/documents/archive.zip', () => {
  it('zips one PDF per id', async () => {
    const docs = await rowsOf<{ id: number; number: string }>('SELECT id, number FROM documents WHERE client_id = 1 ORDER BY id LIMIT 3');
    const res = await h.get(`/api/overview/documents/archive.zip?ids=${docs.map((d) => d.id).join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="documents-${today()}.zip"`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zipEntryNames(res.rawPayload)).toEqual(docs.map((d) => `${d.number}.pdf`));
  });

  it('refuses the whole ZIP when one id is not the client\'s', async () => {
    const [mine] = await rowsOf<{ id: number }>('SELECT id FROM documents WHERE client_id = 1 ORDER BY id LIMIT 1');
    const [theirs] = await rowsOf<{ id: number }>('SELECT id FROM documents WHERE client_id = 2 ORDER BY id LIMIT 1');
    const res = await h.get(`/api/overview/documents/archive.zip?ids=${mine!.id},${theirs!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.subarray(0, 2).toString()).not.toBe('PK');
  });

  it.each([
    [Array.from({ length: 101 }, (_, i) => i + 1).join(','), 'more than 100 ids'],
    ['', 'no ids'],
    ['1,,2', 'an empty id'],
    ['1,abc', 'a word'],
    ['0', 'id 0'],
    ['2147483648', 'beyond int4'],
  ])('refuses %s (%s)', async (ids) => {
    const res = await h.get(`/api/overview/documents/archive.zip?ids=${ids}`);
    expect(res.statusCode).toBe(400);
    // A bad element is named by its position (ids.0), the list itself as ids.
    expect(res.json().errors.every((e: { field: string }) => /^ids(\.\d+)?$/.test(e.field))).toBe(true);
  });
});

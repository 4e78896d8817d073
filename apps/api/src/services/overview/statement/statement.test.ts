// The statement of account (issue 33 point 5) against the seeded data: the ageing's bucket
// boundaries in the database that computes them, the Excel read back, the PDF's text, the project
// filter, and who may not have one.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { documentPageSchema, projectOptionListSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columns } from '../../../db/sql/columns';
import { selectRows } from '../../../db/sql/rows';
import { readXlsx } from '../../../testing/files';
import { readPdf } from '../../../testing/pdf';
import { createHarness, type Harness } from '../../../testing/harness';
import { todayIn } from '../../order/pricing';
import { toCents } from '../pdf/lines';
import { ageingBucketSql, daysOverdueSql } from './ageing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  // The seed's day is long past, so all it has is over 90 days: four of Bouw's items are moved
  // into the other buckets (due in 5 days, 1, 31 and 61 days ago), as of today in Amsterdam.
  await h.database.db.execute(sql`UPDATE documents d SET due_date = ${todayIn('nl')}::date - v.days
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM documents
          WHERE client_id = (SELECT id FROM corporate_clients WHERE name LIKE 'Northwind Bouw%') AND status IN ('open', 'overdue') AND type <> 'delivery_note' ORDER BY id LIMIT 4) x
    JOIN (VALUES (1, -5), (2, 1), (3, 31), (4, 61)) v(n, days) ON v.n = x.n
    WHERE d.id = x.id`);
});
afterAll(() => h.close());

const cents = (values: unknown[]) => values.reduce<number>((sum, v) => sum + Math.round(Number(v) * 100), 0);

describe('statement ageing', () => {
  it('puts each number of days past due in its bucket, boundaries included', async () => {
    const days = [0, 1, 30, 31, 60, 61, 90, 91, 400];
    const rows = await selectRows(h.database.db, columns({ days: sql<number>`n`, bucket: ageingBucketSql(sql`n`) }),
      sql`FROM unnest(${`{${days.join(',')}}`}::int[]) n ORDER BY n`);
    expect(rows.map((r) => [r.days, r.bucket])).toEqual([
      [0, 'notDue'], [1, 'days1to30'], [30, 'days1to30'], [31, 'days31to60'], [60, 'days31to60'],
      [61, 'days61to90'], [90, 'days61to90'], [91, 'daysOver90'], [400, 'daysOver90'],
    ]);
  });

  it('counts days past the due date as of a day: none before or on it, none without a due date', async () => {
    const dues = ['2026-03-05', '2026-03-01', '2026-02-28', '2026-01-30', '2025-12-01', null];
    const rows = await selectRows(h.database.db, columns({ days: daysOverdueSql(sql`due`, '2026-03-01') }),
      sql`FROM unnest(${`{${dues.map((d) => d ?? 'NULL').join(',')}}`}::date[]) WITH ORDINALITY AS t(due, i) ORDER BY i`);
    expect(rows.map((r) => r.days)).toEqual([0, 0, 1, 30, 90, 0]);
  });
});

describe('GET /api/overview/documents/statement.xlsx', () => {
  it('lists every open and overdue item with typed cells and Dutch headers, and ages them per currency', async () => {
    const res = await h.get('/api/overview/documents/statement.xlsx');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statement-\d{4}-\d\d-\d\d\.xlsx"$/);
    const items = await readXlsx(res.rawPayload);
    expect(items.header).toEqual(['Nummer', 'Type', 'Datum', 'Vervaldatum', 'Dagen te laat', 'Openstaand', 'Valuta', 'Project']);
    expect(items.sheet.name).toBe('Rekeningoverzicht');
    expect(items.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // The same documents as the list's `Total outstanding` card, to the cent.
    const list = documentPageSchema.parse((await h.get('/api/overview/documents?status=outstanding&pageSize=10')).json());
    expect(items.rows).toHaveLength(list.total);
    expect(items.rows.length).toBeGreaterThan(3);
    const first = items.rows[0]!;
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(6).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(6).numFmt).toContain('"€"');
    expect(new Set(items.rows.map((r) => r.getCell(2).value))).toEqual(new Set(['Factuur', 'Creditnota']));

    const ageing = await readXlsx(res.rawPayload, 1);
    expect(ageing.sheet.name).toBe('Ouderdom');
    expect(ageing.header).toEqual(['Valuta', 'Niet vervallen', '1–30 dagen', '31–60 dagen', '61–90 dagen', 'Meer dan 90 dagen', 'Totaal']);
    expect(ageing.rows).toHaveLength(1);
    const [eur] = ageing.rows;
    expect(eur!.getCell(1).value).toBe('EUR');
    const total = eur!.getCell(7);
    expect(total.type).toBe(ExcelJS.ValueType.Number);
    expect(Math.round(Number(total.value) * 100)).toBe(cents(items.rows.map((r) => r.getCell(6).value)));
    expect(Math.round(Number(total.value) * 100)).toBe(toCents(list.totals.outstandingAmount!));
    expect(cents([2, 3, 4, 5, 6].map((c) => eur!.getCell(c).value))).toBe(Math.round(Number(total.value) * 100));
    // Each bucket holds the items whose days past due fall in it.
    for (const bucket of [2, 3, 4, 5, 6]) expect(eur!.getCell(bucket).value, `bucket ${bucket - 1}`).not.toBe(0);
    const bounds = [[0, 0], [1, 30], [31, 60], [61, 90], [91, Infinity]] as const;
    bounds.forEach(([from, to], i) => {
      const inBucket = items.rows.filter((r) => Number(r.getCell(5).value) >= from && Number(r.getCell(5).value) <= to);
      expect(Math.round(Number(eur!.getCell(i + 2).value) * 100), `bucket ${i}`).toBe(cents(inBucket.map((r) => r.getCell(6).value)));
    });
  });

  it('narrows to one project, and knows no project of another client', async () => {
    const projects = projectOptionListSchema.parse((await h.get('/api/overview/projects')).json()).items;
    const all = await readXlsx((await h.get('/api/overview/documents/statement.xlsx')).rawPayload);
    const counts = new Map<string, number>();
    for (const r of all.rows) counts.set(String(r.getCell(8).value), (counts.get(String(r.getCell(8).value)) ?? 0) + 1);
    const project = projects.find((p) => counts.get(p.name))!;
    const one = await readXlsx((await h.get(`/api/overview/documents/statement.xlsx?projectId=${project.id}`)).rawPayload);
    expect(one.rows.length).toBe(counts.get(project.name));
    expect(one.rows.length).toBeLessThan(all.rows.length);
    expect(new Set(one.rows.map((r) => r.getCell(8).value))).toEqual(new Set([project.name]));

    const infra = projectOptionListSchema.parse((await h.get('/api/overview/projects', 'anna@northwind.test', 'northwind-infra')).json()).items;
    const foreign = await h.get(`/api/overview/documents/statement.xlsx?projectId=${infra[0]!.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/problem+json');
  });

  it('is refused to ben, who may not see prices, in both formats', async () => {
    for (const format of ['xlsx', 'pdf']) {
      const res = await h.get(`/api/overview/documents/statement.${format}`, 'ben@northwind.test');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'prices_hidden' });
    }
  });
});

describe('GET /api/overview/documents/statement.pdf', () => {
  it('shows the letterhead, the buckets and the totals in the user\'s language and format', async () => {
    const res = await h.get('/api/overview/documents/statement.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // A header cell may wrap onto two lines: words are compared with the line breaks as spaces.
    const text = readPdf(res.rawPayload).text.replace(/\s+/g, ' ');
    const list = documentPageSchema.parse((await h.get('/api/overview/documents?status=outstanding&pageSize=10')).json());
    const total = new Intl.NumberFormat('nl', { minimumFractionDigits: 2 }).format(Number(list.totals.outstandingAmount));
    // The letterhead is the opCo's row in op_cos, as on its invoices (not a second address).
    for (const shown of ['Atlas Rental Nederland B.V.', 'Transformatorweg 38', 'NL859123456B01', 'Rekeningoverzicht', 'Northwind Bouw', 'Ouderdom', 'Niet vervallen', 'Meer dan 90 dagen', 'Totaal openstaand', 'Dagen te laat', `${total} `, list.items[0]!.number]) {
      expect(text, shown).toContain(shown);
    }
  });
});

describe('a client owing in several currencies', () => {
  // Last in this file: it changes a document's currency, which the list's totals do not tell apart.
  it('ages and totals each currency apart', async () => {
    await h.database.db.execute(sql`UPDATE documents SET currency = 'CHF' WHERE id = (SELECT min(id) FROM documents
      WHERE client_id = (SELECT id FROM corporate_clients WHERE name LIKE 'Northwind Bouw%') AND status IN ('open', 'overdue') AND type = 'invoice')`);
    const res = await h.get('/api/overview/documents/statement.xlsx');
    const items = await readXlsx(res.rawPayload);
    const ageing = await readXlsx(res.rawPayload, 1);
    expect(ageing.rows.map((r) => r.getCell(1).value)).toEqual(['CHF', 'EUR']);
    for (const row of ageing.rows) {
      const mine = items.rows.filter((r) => r.getCell(7).value === row.getCell(1).value);
      expect(Math.round(Number(row.getCell(7).value) * 100)).toBe(cents(mine.map((r) => r.getCell(6).value)));
      expect(row.getCell(7).numFmt).toContain(row.getCell(1).value === 'CHF' ? 'CHF' : '€');
    }
  });
});

// Cost to date and next invoice (issue 35) against the same question asked in SQL on the seeded
// data, to the cent: on the contract detail, the overview list and its order, the requests' line
// picker and the CSV export; and without amounts for ben (no VIEW_PRICES).
import { sql } from 'drizzle-orm';
import { contractDetailSchema, contractPageSchema, requestableLinePageSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';
import { parseCsv } from '../../testing/files';
import { todayIn } from '../order/pricing';
import { get as requestGet } from '../request/request-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const BOUW = 1; // Northwind Bouw (opCo nl) in the seed.
const BEN = 'ben@northwind.test';

interface Expected { id: number; contractId: number; number: string; fleet: string; cost: string; nextDate: string | null; nextAmount: string | null }

/**
 * Every line of Bouw with its figures, worked out in SQL alone: cost from the on-rent date until
 * today (or the off-hire), billing dates every `billing_cycle_days` from the on-rent date.
 */
async function expectedLines(): Promise<Expected[]> {
  const today = todayIn('nl');
  const query = sql`
    WITH f AS (
      SELECT l.id, l.contract_id, c.number, l.fleet_number, l.rate * l.quantity AS per_period, l.on_rent_date AS o, l.expected_off_rent_date AS e,
             l.actual_off_hire_date AS h, oc.billing_cycle_days AS cyc, ${today}::date AS t,
             CASE l.rate_period WHEN 'day' THEN 1 WHEN 'week' THEN 7 ELSE 28 END AS pd
      FROM contract_lines l JOIN contracts c ON c.id = l.contract_id
      JOIN corporate_clients cc ON cc.id = c.client_id JOIN op_cos oc ON oc.code = cc.op_co
      WHERE c.client_id = ${BOUW}),
    b AS (
      SELECT f.*, CASE WHEN h IS NULL THEN o + (greatest(0, t - o) / cyc + 1) * cyc
                       ELSE o + greatest(1, ceil((h - o)::numeric / cyc)::int) * cyc END AS nb
      FROM f)
    SELECT id, contract_id AS "contractId", number, fleet_number AS fleet,
           round(per_period * greatest(0, least(coalesce(h, t), t) - o) / pd, 2)::text AS cost,
           CASE WHEN h IS NOT NULL AND (nb <= t OR h <= o) THEN NULL ELSE nb::text END AS "nextDate",
           CASE WHEN h IS NOT NULL AND (nb <= t OR h <= o) THEN NULL
                WHEN h IS NOT NULL THEN round(per_period * (h - (nb - cyc)) / pd, 2)::text
                ELSE round(per_period * ((CASE WHEN e > t AND e < nb THEN e ELSE nb END) - (nb - cyc)) / pd, 2)::text END AS "nextAmount"
    FROM b ORDER BY id`;
  return ((await h.database.db.execute(query)) as unknown as { rows: Expected[] }).rows;
}

const cents = (amount: string | null) => (amount === null ? 0 : Math.round(Number(amount) * 100));
const money = (c: number) => (c / 100).toFixed(2);

/** A contract's totals from its expected lines. */
function expectedTotals(lines: readonly Expected[], contractId: number) {
  const own = lines.filter((l) => l.contractId === contractId);
  const dates = own.flatMap((l) => (l.nextDate ? [l.nextDate] : [])).sort();
  return {
    costToDate: money(own.reduce((n, l) => n + cents(l.cost), 0)),
    nextInvoiceDate: dates[0] ?? null,
    nextInvoiceAmount: dates.length ? money(own.reduce((n, l) => n + cents(l.nextAmount), 0)) : null,
  };
}

const page = async (query: string, email?: string) => {
  const res = await h.get(`/api/overview/contracts?archived=true&${query.includes('pageSize') ? '' : 'pageSize=100&'}${query}`, email);
  expect(res.statusCode, res.body).toBe(200);
  return contractPageSchema.parse(res.json());
};

describe('cost to date and next invoice', () => {
  it('are on every line and contract as SQL computes them, to the cent', async () => {
    const expected = await expectedLines();
    const list = await page('');
    expect(list.items.length).toBeGreaterThan(5);
    for (const c of list.items) expect({ id: c.id, costToDate: c.costToDate, nextInvoiceDate: c.nextInvoiceDate, nextInvoiceAmount: c.nextInvoiceAmount }).toEqual({ id: c.id, ...expectedTotals(expected, c.id) });
    // Open contracts and closed ones (off-hired lines, most with nothing left to invoice).
    for (const c of [...list.items.filter((i) => i.status !== 'closed').slice(0, 3), ...list.items.filter((i) => i.status === 'closed').slice(0, 2)]) {
      const detail = contractDetailSchema.parse((await h.get(`/api/overview/contracts/${c.id}`)).json());
      expect({ costToDate: detail.costToDate, nextInvoiceDate: detail.nextInvoiceDate, nextInvoiceAmount: detail.nextInvoiceAmount }).toEqual(expectedTotals(expected, c.id));
      for (const l of detail.lines) {
        const want = expected.find((e) => e.id === l.id)!;
        expect({ id: l.id, cost: l.costToDate, nextDate: l.nextInvoiceDate, nextAmount: l.nextInvoiceAmount }).toEqual({ id: l.id, cost: want.cost, nextDate: want.nextDate, nextAmount: want.nextAmount });
      }
    }
    expect(expected.some((l) => l.nextDate === null)).toBe(true);
    expect(expected.some((l) => l.nextDate !== null && Number(l.nextAmount) > 0)).toBe(true);

    const picker = requestableLinePageSchema.parse((await requestGet(h, '/requests/lines?pageSize=100')).json());
    expect(picker.items.length).toBeGreaterThan(0);
    for (const l of picker.items) {
      const want = expected.find((e) => e.id === l.id)!;
      expect([l.costToDate, l.nextInvoiceDate, l.nextInvoiceAmount]).toEqual([want.cost, want.nextDate, want.nextAmount]);
    }
  });

  it('orders the overview by cost to date, highest first, across pages', async () => {
    const all = await page('');
    const sorted = [...(await page('sort=costToDate&pageSize=7&page=1')).items, ...(await page('sort=costToDate&pageSize=7&page=2')).items];
    const costs = sorted.map((c) => Number(c.costToDate));
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expect(costs[0]).toBe(Math.max(...all.items.map((c) => Number(c.costToDate))));
    // The SQL order is the order of the amounts shown, ties newest first (the default order).
    const every = await page('pageSize=100');
    expect(every.items).toHaveLength(every.total);
    const expected = [...every.items].sort((a, b) => Number(b.costToDate) - Number(a.costToDate)).map((c) => c.id);
    expect(sorted.map((c) => c.id)).toEqual(expected.slice(0, sorted.length));
    expect((await page('sort=costToDate&pageSize=7')).total).toBe(all.total);
    expect((await page('sort=costToDate&status=closed')).items.every((c) => c.status === 'closed')).toBe(true);
    expect((await h.get('/api/overview/contracts?sort=cheapest')).statusCode).toBe(400);
  });

  it('gives ben the dates but no amounts, and no order by them', async () => {
    const anna = await page('');
    const ben = await page('', BEN);
    expect(ben.items.map((c) => [c.id, c.costToDate, c.nextInvoiceDate, c.nextInvoiceAmount])).toEqual(anna.items.map((c) => [c.id, null, c.nextInvoiceDate, null]));
    expect(ben.items.some((c) => c.nextInvoiceDate)).toBe(true);
    expect((await page('sort=costToDate', BEN)).items.map((c) => c.id)).toEqual(ben.items.map((c) => c.id));
    const open = anna.items.find((c) => c.status === 'open')!;
    const detail = contractDetailSchema.parse((await h.get(`/api/overview/contracts/${open.id}`, BEN)).json());
    expect([detail.costToDate, detail.nextInvoiceAmount, detail.nextInvoiceDate]).toEqual([null, null, open.nextInvoiceDate]);
    expect(detail.lines.every((l) => l.costToDate === null && l.nextInvoiceAmount === null && l.nextInvoiceDate)).toBe(true);
  });

  it('are in the CSV export: amounts for anna, the date only for ben', async () => {
    const expected = await expectedLines();
    const csv = (text: string) => parseCsv(text.slice(1));
    const [header, ...rows] = csv((await h.get('/api/overview/contracts/export.csv?archived=true')).rawPayload.toString('utf8'));
    // anna reads Dutch: decimal commas, dates day first.
    const at = (name: string) => header!.indexOf(name);
    expect([at('Kosten tot nu toe'), at('Volgende factuur'), at('Bedrag volgende factuur')].every((i) => i > 0)).toBe(true);
    const dutch = (amount: string | null) => (amount === null ? '' : amount.replace('.', ','));
    const dutchDate = (iso: string | null) => (iso === null ? '' : iso.split('-').reverse().join('-'));
    expect(rows).toHaveLength(expected.length);
    for (const row of rows) {
      const want = expected.find((e) => e.number === row[0] && e.fleet === row[5])!;
      expect([row[at('Kosten tot nu toe')], row[at('Volgende factuur')], row[at('Bedrag volgende factuur')]]).toEqual([dutch(want.cost), dutchDate(want.nextDate), dutch(want.nextAmount)]);
    }
    const [benHeader] = csv((await h.get('/api/overview/contracts/export.csv?archived=true', BEN)).rawPayload.toString('utf8'));
    expect(benHeader).toContain('Next invoice');
    expect(benHeader).not.toContain('Cost to date');
    expect(benHeader).not.toContain('Next invoice amount');
  });
});

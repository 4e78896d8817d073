// The line summary on each contract (migration 0013): triggers on contract_lines keep start, end,
// line count, fleet numbers and products equal to what the lines say, whatever writes them.
import { contractPageSchema } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const rows = async <T>(query: string) => ((await h.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** Contracts whose stored summary differs from the one computed from their lines now. */
const driftedContracts = () =>
  rows<{ id: number }>(`
    SELECT c.id FROM contracts c
    LEFT JOIN LATERAL (
      SELECT min(l.on_rent_date) AS start_date, max(coalesce(l.actual_off_hire_date, l.expected_off_rent_date)) AS end_date,
             count(l.id)::int AS line_count, coalesce(string_agg(l.fleet_number, E'\\n' ORDER BY l.id), '') AS fleet_numbers,
             coalesce(array_agg(DISTINCT l.product_id ORDER BY l.product_id), '{}') AS product_ids
      FROM contract_lines l WHERE l.contract_id = c.id) s ON true
    WHERE c.start_date IS DISTINCT FROM s.start_date OR c.end_date IS DISTINCT FROM s.end_date
       OR c.line_count <> s.line_count OR c.fleet_numbers <> s.fleet_numbers
       OR ARRAY(SELECT unnest(c.product_ids) ORDER BY 1) <> s.product_ids`);

const summaryOf = async (id: number) =>
  (await rows<{ start: string | null; end: string | null; count: number; fleet: string; products: number[] }>(
    `SELECT start_date::text AS start, end_date::text AS "end", line_count AS count, fleet_numbers AS fleet, product_ids AS products FROM contracts WHERE id = ${id}`,
  ))[0]!;

const contractsPage = async (query: string) => {
  const res = await h.app.inject({ url: `/api/overview/contracts?pageSize=100&archived=true&${query}`, headers: await h.as('anna@northwind.test', 'northwind-bouw') });
  expect(res.statusCode, res.body).toBe(200);
  return contractPageSchema.parse(res.json());
};

describe('contract line summaries', () => {
  it('match the lines of every seeded contract', async () => {
    expect(await driftedContracts()).toEqual([]);
    expect((await rows<{ n: number }>('SELECT count(*)::int AS n FROM contracts WHERE line_count > 0'))[0]!.n).toBeGreaterThan(0);
  });

  it('follow inserts, updates and deletes of lines, and the list reads them at once', async () => {
    const [contract] = await rows<{ id: number; number: string }>(`SELECT id, number FROM contracts WHERE client_id = 1 ORDER BY id LIMIT 1`);
    const [product] = await rows<{ id: number }>(`SELECT id FROM products ORDER BY id DESC LIMIT 1`);
    const before = await summaryOf(contract!.id);

    const [line] = await rows<{ id: number }>(`
      INSERT INTO contract_lines (contract_id, product_id, fleet_number, quantity, on_rent_date, expected_off_rent_date, rate, rate_period)
      VALUES (${contract!.id}, ${product!.id}, 'ZZ-SUMMARY-1', 1, '1999-02-01', '2098-12-31', 10, 'day') RETURNING id`);
    let after = await summaryOf(contract!.id);
    expect(after).toMatchObject({ start: '1999-02-01', end: '2098-12-31', count: before.count + 1 });
    expect(after.fleet.split('\n')).toContain('ZZ-SUMMARY-1');
    expect(after.products).toContain(product!.id);
    // The search and both one-ended period filters find it by the new line alone.
    expect((await contractsPage('q=zz-summary')).items.map((c) => c.number)).toEqual([contract!.number]);
    expect((await contractsPage('to=1999-03-01')).items.map((c) => c.number)).toEqual([contract!.number]);
    expect((await contractsPage('from=2098-06-01')).items.map((c) => c.number)).toEqual([contract!.number]);

    await h.database.db.execute(sql.raw(`UPDATE contract_lines SET actual_off_hire_date = '1999-02-10' WHERE id = ${line!.id}`));
    after = await summaryOf(contract!.id);
    expect(after.start).toBe('1999-02-01');
    expect(after.end).toBe(before.end);
    expect((await contractsPage('from=2098-06-01')).total).toBe(0);
    // Both ends: the summary spans 1999 to today, but no line is on rent in 2000.
    expect((await contractsPage('from=2000-01-01&to=2000-12-31')).total).toBe(0);

    await h.database.db.execute(sql.raw(`DELETE FROM contract_lines WHERE id = ${line!.id}`));
    expect(await summaryOf(contract!.id)).toEqual(before);
    expect((await contractsPage('q=zz-summary')).total).toBe(0);
    expect(await driftedContracts()).toEqual([]);
  });

  it('is empty for a contract without lines', async () => {
    const [contract] = await rows<{ id: number }>(`SELECT id FROM contracts ORDER BY id DESC LIMIT 1`);
    await h.database.db.execute(sql.raw(`DELETE FROM contract_lines WHERE contract_id = ${contract!.id}`));
    expect(await summaryOf(contract!.id)).toEqual({ start: null, end: null, count: 0, fleet: '', products: [] });
  });
});

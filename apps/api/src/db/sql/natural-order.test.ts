// The natural order of names, run by the database itself (as the catalogue's list is).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../client';
import { openTestDatabase } from '../../testing/harness';
import { naturalOrder } from './natural-order';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const sorted = async (names: string[]) => {
  const values = sql.join(names.map((n) => sql`(${n}::text)`), sql`, `);
  const order = sql.join(naturalOrder(sql`v.n`), sql`, `);
  const result = (await db.db.execute(sql`SELECT v.n FROM (VALUES ${values}) v(n) ORDER BY ${order}`)) as unknown as { rows: { n: string }[] };
  return result.rows.map((r) => r.n);
};

it('orders sizes by value, with a decimal point or a decimal comma', async () => {
  expect(await sorted(['Excavator 13.5 t', 'Excavator 3.5 t', 'Excavator 11 t', 'Excavator 1 t'])).toEqual(['Excavator 1 t', 'Excavator 3.5 t', 'Excavator 11 t', 'Excavator 13.5 t']);
  expect(await sorted(['Bagger 13,5 t', 'Bagger 3,5 t', 'Bagger 11 t', 'Bagger 1 t'])).toEqual(['Bagger 1 t', 'Bagger 3,5 t', 'Bagger 11 t', 'Bagger 13,5 t']);
});

it('orders by the text first, and names without a number before the same text with one', async () => {
  expect(await sorted(['Pump 40 m³/h', 'Dumper 2 t', 'Pump 10 m³/h', 'Pump', 'Dumper 10 t'])).toEqual(['Dumper 2 t', 'Dumper 10 t', 'Pump', 'Pump 10 m³/h', 'Pump 40 m³/h']);
});

// The default seed (scale 1) has the volumes the issue asks for, and the seed is deterministic.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { countRows, openTestDatabase, SEED_DAY } from '../../testing/harness';
import { seedDatabase } from './index';

const BOUW = "(SELECT id FROM corporate_clients WHERE name = 'Northwind Bouw B.V.')";
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.migrate();
  await seedDatabase(db.db, { scale: 1, today: SEED_DAY });
}, 120_000);
afterAll(() => db.close());

async function digest(database: Database, table: string, columns: string): Promise<string> {
  const result = await database.db.execute(sql.raw(`SELECT md5(string_agg(concat_ws('|', ${columns}), ',' ORDER BY id)) AS h FROM ${table}`));
  return (result as unknown as { rows: { h: string }[] }).rows[0]!.h;
}

describe('default seed volumes', () => {
  it('has a catalogue of 200+ products in 20 categories with names in seven languages', async () => {
    expect(await countRows(db, 'SELECT count(*) AS n FROM products')).toBeGreaterThanOrEqual(200);
    expect(await countRows(db, 'SELECT count(*) AS n FROM product_categories')).toBe(20);
    expect(await countRows(db, "SELECT count(*) AS n FROM products WHERE names ?& array['en-US','de','fr-BE','nl','nl-BE','hu','pl']")).toBeGreaterThanOrEqual(200);
  });

  it('gives Northwind Bouw the volumes of the issue', async () => {
    const lines = `SELECT count(*) AS n FROM contract_lines l JOIN contracts c ON c.id = l.contract_id WHERE c.client_id = ${BOUW}`;
    expect(await countRows(db, lines)).toBeGreaterThanOrEqual(2000);
    expect(await countRows(db, `SELECT count(*) AS n FROM documents WHERE client_id = ${BOUW}`)).toBeGreaterThanOrEqual(5000);
    expect(await countRows(db, `SELECT count(*) AS n FROM requests WHERE client_id = ${BOUW}`)).toBeGreaterThanOrEqual(500);
    expect(await countRows(db, `SELECT count(*) AS n FROM assets WHERE client_id = ${BOUW}`)).toBeGreaterThanOrEqual(300);
  });

  it('spreads them over years, projects and statuses', async () => {
    expect(await countRows(db, `SELECT count(DISTINCT extract(year FROM date)) AS n FROM documents WHERE client_id = ${BOUW}`)).toBeGreaterThanOrEqual(3);
    expect(await countRows(db, `SELECT count(DISTINCT project_id) AS n FROM contracts WHERE client_id = ${BOUW}`)).toBeGreaterThanOrEqual(20);
    expect(await countRows(db, `SELECT count(DISTINCT status) AS n FROM contracts WHERE client_id = ${BOUW}`)).toBe(3);
    expect(await countRows(db, `SELECT count(DISTINCT status) AS n FROM documents WHERE client_id = ${BOUW}`)).toBe(3);
    expect(await countRows(db, `SELECT count(DISTINCT type) AS n FROM requests WHERE client_id = ${BOUW}`)).toBe(6);
  });

  it('gives anna (Bouw) and axel (asset only) assets overdue and due within 30 days in two projects, serials unique per client', async () => {
    for (const client of [BOUW, "(SELECT id FROM corporate_clients WHERE name = 'Asset Only GmbH')"]) {
      const assets = `FROM assets WHERE client_id = ${client} AND NOT archived`;
      const day = `'${SEED_DAY.toISOString().slice(0, 10)}'::date`;
      expect(await countRows(db, `SELECT count(DISTINCT project_id) AS n ${assets} AND inspection_due_date < ${day}`)).toBeGreaterThanOrEqual(2);
      expect(await countRows(db, `SELECT count(DISTINCT project_id) AS n ${assets} AND inspection_due_date BETWEEN ${day} AND ${day} + 30`)).toBeGreaterThanOrEqual(2);
      expect(await countRows(db, `SELECT count(*) AS n ${assets} AND lat IS NOT NULL AND owned`)).toBeGreaterThan(0);
    }
    expect(await countRows(db, 'SELECT count(*) - count(DISTINCT (client_id, lower(serial))) AS n FROM assets')).toBe(0);
    expect(await countRows(db, `SELECT count(*) AS n FROM assets WHERE client_id = ${BOUW} AND archived`)).toBeGreaterThan(0);
    expect(await countRows(db, `SELECT count(*) AS n FROM assets WHERE client_id = ${BOUW} AND name ~ '^(Graafmachine|Hoogwerker|Verreiker) [0-9]+$'`)).toBeGreaterThan(0);
  });

  it('is deterministic: seeding again gives the same rows', async () => {
    const again = await openTestDatabase();
    await again.migrate();
    await seedDatabase(again.db, { scale: 1, today: SEED_DAY });
    for (const [table, columns] of [['documents', 'number, status, amount, date'], ['contract_lines', 'fleet_number, rate, on_rent_date'], ['corporate_clients', 'external_uuid, name'], ['assets', 'name, serial, lat, lng, inspection_due_date']] as const) {
      expect(await digest(again, table, columns), table).toBe(await digest(db, table, columns));
    }
    await again.close();
  }, 60_000);
});

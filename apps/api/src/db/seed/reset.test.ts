// `npm run db:reset`: drop everything, migrate and seed again, on the same database.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../client';
import { countRows, openTestDatabase, SEED_DAY } from '../../testing/harness';
import { dropEverything, isSeeded, seedDatabase } from './index';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await db.migrate();
  await seedDatabase(db.db, { scale: 0.05, today: SEED_DAY });
}, 120_000);
afterAll(() => db.close());

it('drops every table and the migration journal, then migrates and seeds from nothing', async () => {
  await dropEverything(db.db);
  expect(await countRows(db, "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')")).toBe(0);
  await db.migrate();
  expect(await isSeeded(db.db)).toBe(false);
  await seedDatabase(db.db, { scale: 0.05, today: SEED_DAY });
  expect(await isSeeded(db.db)).toBe(true);
}, 120_000);

// Several API processes starting at once on one fresh PostgreSQL database: one migrates and one
// seeds, the others wait and find the work done. (PGlite is one process: nothing to race there.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, openTestDatabase, SEED_DAY, serverUrlOf, TEST_PASSWORD_COST } from '../testing/harness';
import { openDatabase, type Database } from './client';
import { migrationsFolder } from './migrations-folder';
import { seedIfEmpty } from './seed';

const migrationCount = (JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

describe.skipIf(!process.env['DATABASE_URL'])('two processes starting at once on PostgreSQL', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openTestDatabase();
    // The second process's own pool on the same database.
    second = openDatabase({ databaseUrl: serverUrlOf(first), pgliteData: 'memory://' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('migrate once between them: both succeed, each migration is applied once', async () => {
    await Promise.all([first.migrate(), second.migrate()]);
    expect(await countRows(first, 'SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).toBe(migrationCount);
    expect(await countRows(first, 'SELECT count(DISTINCT hash) AS n FROM drizzle.__drizzle_migrations')).toBe(migrationCount);
  }, 120_000);

  it('seed once between them: one seeds, the other finds the users and seeds nothing', async () => {
    const options = { scale: 0.05, today: SEED_DAY, passwordCost: TEST_PASSWORD_COST };
    const results = await Promise.all([seedIfEmpty(first.db, options), seedIfEmpty(second.db, options)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await countRows(first, "SELECT count(*) - count(DISTINCT email) AS n FROM users")).toBe(0);
    expect(await countRows(first, "SELECT count(*) AS n FROM users WHERE email = 'anna@northwind.test'")).toBe(1);
  }, 120_000);
});

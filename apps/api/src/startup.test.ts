// Start-up: the demo seed only where it belongs, one transaction for it, and no production server
// beside the published demo logins.
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config/env';
import type { Database } from './db/client';
import { users } from './db/schema';
import { seedIfEmpty, type SeedStep } from './db/seed';
import { demoDomains, demoEmails, findDemoAccounts } from './db/seed/demo-accounts';
import { countRows, openTestDatabase, SEED_DAY, TEST_PASSWORD_COST } from './testing/harness';
import { prepareDatabase, refusalLine, StartupRefused } from './startup';

const seed = { today: SEED_DAY, passwordCost: TEST_PASSWORD_COST };
const config = (env: 'local' | 'qa' | 'pp' | 'prod', seedDemo: boolean) => ({ env, seedDemo, seedScale: 0.05, passwordHashCost: TEST_PASSWORD_COST });

let opened: Database[] = [];
async function freshDatabase(): Promise<Database> {
  const database = await openTestDatabase();
  opened.push(database);
  return database;
}
afterEach(async () => {
  await Promise.all(opened.map((d) => d.close()));
  opened = [];
});

describe('SEED_DEMO', () => {
  const seedDemo = (env: Record<string, string>) => readConfig(env as NodeJS.ProcessEnv).seedDemo;

  it('seeds by default only locally; SEED_DEMO=true asks for it elsewhere, false turns it off', () => {
    expect(seedDemo({})).toBe(true);
    expect(seedDemo({ APP_ENV: 'local', SEED_DEMO: 'false' })).toBe(false);
    for (const env of ['qa', 'pp', 'prod']) expect(seedDemo({ APP_ENV: env }), env).toBe(false);
    expect(seedDemo({ APP_ENV: 'qa', SEED_DEMO: 'true' })).toBe(true);
    expect(seedDemo({ APP_ENV: 'pp', SEED_DEMO: 'true' })).toBe(true);
  });

  it('refuses SEED_DEMO=true in prod, and a value that is neither true nor false', () => {
    expect(() => readConfig({ APP_ENV: 'prod', SEED_DEMO: 'true' } as NodeJS.ProcessEnv)).toThrow(/SEED_DEMO=true is refused with APP_ENV=prod/);
    expect(() => readConfig({ SEED_DEMO: 'yes' } as NodeJS.ProcessEnv)).toThrow(/SEED_DEMO: expected true or false/);
  });
});

describe('prepareDatabase', () => {
  it('in qa, pp and prod migrates an empty database and leaves it without demo accounts', async () => {
    const database = await freshDatabase();
    for (const env of ['qa', 'pp', 'prod'] as const) {
      expect(await prepareDatabase(database, config(env, false), seed), env).toEqual({ seeded: false });
      expect(await countRows(database, 'SELECT count(*) AS n FROM users'), env).toBe(0);
      expect(await countRows(database, 'SELECT count(*) AS n FROM products'), env).toBe(0);
    }
  });

  it('locally seeds an empty database once; prod then refuses to start beside those accounts, staff included', async () => {
    const database = await freshDatabase();
    expect(await prepareDatabase(database, config('local', true), seed)).toEqual({ seeded: true });
    expect(await prepareDatabase(database, config('local', true), seed)).toEqual({ seeded: false });
    const found = await findDemoAccounts(database.db);
    expect(found).toEqual(expect.arrayContaining(demoEmails));
    expect(found).toContain('staff@atlas.test');
    // anna's seeded colleagues count too: same published password, made-up names on a demo domain.
    expect(found.length).toBeGreaterThan(demoEmails.length);

    // pp may keep them (SEED_DEMO=true put them there on purpose); prod may not.
    await expect(prepareDatabase(database, config('pp', false), seed)).resolves.toEqual({ seeded: false });
    const refusal = prepareDatabase(database, config('prod', false), seed);
    await expect(refusal).rejects.toThrow(StartupRefused);
    await expect(refusal).rejects.toThrow(/APP_ENV=prod and the database holds \d+ demo account\(s\) whose password is published: .*@.*\.test/);
  });

  it('in prod refuses one demo account among real ones, whatever the case of its address', async () => {
    const database = await freshDatabase();
    await prepareDatabase(database, config('prod', false), seed);
    const person = { passwordHash: 'x', firstName: 'P', lastName: 'Q', preferredLanguage: 'nl' as const };
    await database.db.insert(users).values({ ...person, email: 'pieter@bouwbedrijf.nl' });
    await expect(prepareDatabase(database, config('prod', false), seed)).resolves.toEqual({ seeded: false });
    await database.db.insert(users).values({ ...person, email: 'Staff@Atlas.test' });
    await expect(prepareDatabase(database, config('prod', false), seed)).rejects.toThrow(/1 demo account\(s\).*Staff@Atlas\.test/);
    expect(demoDomains).toContain('atlas.test');
  });
});

describe('the first seed is one transaction', () => {
  it('a failure after any step (catalogue, accounts, rows) leaves nothing, and the next start seeds in full', async () => {
    const database = await freshDatabase();
    await database.migrate();
    for (const failAt of ['catalogue', 'accounts', 'rows'] as const) {
      const afterStep = (step: SeedStep) => {
        if (step === failAt) throw new Error(`injected failure after ${step}`);
      };
      await expect(seedIfEmpty(database.db, { ...seed, scale: 0.05, afterStep })).rejects.toThrow(`injected failure after ${failAt}`);
      for (const table of ['op_cos', 'products', 'rights', 'corporate_clients', 'users', 'memberships', 'orders', 'documents', 'availability']) {
        expect(await countRows(database, `SELECT count(*) AS n FROM ${table}`), `${table} after a failure after ${failAt}`).toBe(0);
      }
    }
    expect(await seedIfEmpty(database.db, { ...seed, scale: 0.05 })).toBe(true);
    expect(await countRows(database, 'SELECT count(*) AS n FROM users')).toBeGreaterThan(0);
    expect(await countRows(database, 'SELECT count(*) AS n FROM availability')).toBe(1);
  });
});

describe('refusalLine', () => {
  it('is one readable line locally and a fatal pino record for log shippers', () => {
    expect(refusalLine('demo accounts', 'pretty')).toBe('refusing to start: demo accounts');
    expect(JSON.parse(refusalLine('demo accounts', 'json'))).toMatchObject({ level: 60, msg: 'refusing to start: demo accounts' });
  });
});

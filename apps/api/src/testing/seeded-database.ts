// Each test file starts from a migrated and seeded database of its own. Migrating and seeding took
// about 4 s per harness on these 2-core machines (some 60 files, twice in CI: PGlite and
// PostgreSQL), so it is done once per seed and machine and copied from then on: a snapshot of
// PGlite's data directory in the system's temporary folder, or a template database on the server.
// The key covers the API's sources (schema, migrations, seed) and the seed's options, so a change
// to any of them makes a new one. The copy is the same database the steps would have built.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { ScryptCost } from '../auth/passwords';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';

export interface SeedOptions {
  scale: number;
  today: Date;
  passwordCost: ScryptCost;
}

type OpenTestDatabase = (from?: { snapshot?: Blob; template?: string }) => Promise<Database>;

const sourceRoot = fileURLToPath(new URL('..', import.meta.url));
let sourcesHash: string | undefined;

/** Every source file of the API but its tests, and the installed PGlite: what a seeded database depends on. */
function hashSources(): string {
  if (sourcesHash) return sourcesHash;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.includes('.test.')) hash.update(path.slice(sourceRoot.length)).update(readFileSync(path));
    }
  };
  walk(sourceRoot);
  hash.update(readFileSync(new URL('../../../../node_modules/@electric-sql/pglite/package.json', import.meta.url)));
  return (sourcesHash = hash.digest('hex'));
}

const keyOf = (options: SeedOptions) =>
  createHash('sha256').update(hashSources()).update(JSON.stringify(options)).digest('hex').slice(0, 24);

async function migrateAndSeed(database: Database, options: SeedOptions): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, options);
}

const snapshotFolder = join(tmpdir(), 'atlas-api-test-db');
const snapshotFile = (options: SeedOptions) => join(snapshotFolder, `${keyOf(options)}.tar.gz`);

/** PGlite: a copy of the snapshot, made by the first file that needed it (written whole or not at all). */
async function fromSnapshot(open: OpenTestDatabase, options: SeedOptions): Promise<Database> {
  const file = snapshotFile(options);
  if (existsSync(file)) return open({ snapshot: new Blob([readFileSync(file)]) });
  const database = await open();
  await migrateAndSeed(database, options);
  const snapshot = Buffer.from(await (await database.snapshot!()).arrayBuffer());
  mkdirSync(snapshotFolder, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, snapshot);
  renameSync(partial, file);
  return database;
}

/** The seeded PGlite data directory as a tarball (`new PGlite(dir, { loadDataDir })` puts it on disk), made first if need be. */
export async function seededTarball(open: OpenTestDatabase, options: SeedOptions): Promise<Blob> {
  const file = snapshotFile(options);
  if (!existsSync(file)) await (await fromSnapshot(open, options)).close();
  return new Blob([readFileSync(file)]);
}

/** PostgreSQL: a copy of the template database, made under an advisory lock by the first file that needed it. */
async function fromTemplate(open: OpenTestDatabase, adminUrl: string, options: SeedOptions): Promise<Database> {
  const key = keyOf(options);
  const template = `api_test_template_${key}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount;
    if (!exists) {
      await admin.query(`CREATE DATABASE ${template}`);
      const url = new URL(adminUrl);
      url.pathname = `/${template}`;
      const seeding = openDatabase({ databaseUrl: url.toString(), pgliteData: 'memory://' });
      try {
        await migrateAndSeed(seeding, options);
      } catch (error) {
        await seeding.close();
        await admin.query(`DROP DATABASE IF EXISTS ${template}`);
        throw error;
      }
      // A template is copied only while nobody is connected to it.
      await seeding.close();
    }
    return await open({ template });
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]).catch(() => undefined);
    await admin.end();
  }
}

/** A fresh database of its own, migrated and seeded with these options. */
export function seededCopy(open: OpenTestDatabase, options: SeedOptions): Promise<Database> {
  const adminUrl = process.env['DATABASE_URL'];
  return adminUrl ? fromTemplate(open, adminUrl, options) : fromSnapshot(open, options);
}

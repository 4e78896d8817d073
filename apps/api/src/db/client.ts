// One typed query layer over two engines: embedded PGlite (default, nothing to install) and a
// real PostgreSQL server when DATABASE_URL is set. Both run the same migrations.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder } from './migrations-folder';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A statement whose text is fixed for its name. node-postgres prepares a named statement once per
 * pooled connection and afterwards sends only the name and values (PostgreSQL skips parsing and,
 * once it settles on a generic plan, planning); PGlite has no named statements and runs the text.
 */
export interface Statement {
  name: string;
  text: string;
  values: unknown[];
}

type Runner = (statement: Statement) => Promise<{ rows: unknown[] }>;
/** The driver under each Db that openDatabase made: drizzle's Db type does not expose it. */
const runners = new WeakMap<Db, Runner>();

/** Runs a statement straight on the driver, without drizzle's query building. */
export async function queryRows<T>(db: Db, statement: Statement): Promise<T[]> {
  const run = runners.get(db);
  if (!run) throw new Error('queryRows: this Db was not opened by openDatabase');
  return (await run(statement)).rows as T[];
}

export interface DatabaseOptions {
  /** postgres://… for a real server; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  pgliteData: string;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteData);
}

function openPglite(dataDir: string): Database {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  runners.set(db as unknown as Db, ({ text, values }) => client.query(text, values));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  // Small pool: the API is I/O bound and PostgreSQL prefers few busy connections.
  // JIT compilation pays off for analytics, not for an API's short statements: it added tens of
  // milliseconds to searches whose estimated cost crossed jit_above_cost (docs/performance.md).
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env['PG_POOL_MAX'] ?? 10), options: '-c jit=off' });
  // An idle connection the server ends (restart, failover, a test dropping its database) is
  // dropped by the pool and the next query opens a new one; without a listener, node-postgres
  // re-emits the error on the pool and Node ends the whole process over it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  runners.set(db as unknown as Db, (statement) => pool.query(statement));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

// One typed query layer over two engines: embedded PGlite (default, nothing to install) and a
// real PostgreSQL server when DATABASE_URL is set. Both run the same migrations.
import { mkdirSync } from 'node:fs';
import { PGlite, type ExecProtocolOptions, type ExecProtocolResult, type QueryOptions, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { MIGRATION_LOCK_KEY } from './advisory-locks';
import { migrationsFolder } from './migrations-folder';
import { FailureLatch } from './pglite-failure';

/**
 * The database, and also a transaction on it: drizzle's PgTransaction extends PgDatabase with the
 * same query API (plus rollback), so the `tx` of `db.transaction(async (tx) => …)` goes wherever a
 * Db does, as it is: no cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its whole data directory as a gzipped tarball, which `pgliteSnapshot` starts from. */
  snapshot?(): Promise<Blob>;
  /**
   * PGlite only: resolves once the embedded database is out of use for good (a PANIC, as when its
   * data directory refuses a WAL write: pglite-failure.ts); never, while it works.
   */
  failed?: Promise<Error>;
}

/** Only a type: the key of Statement's phantom row type. */
declare const rowType: unique symbol;

/**
 * A statement whose text is fixed for its name. node-postgres prepares a named statement once per
 * pooled connection and afterwards sends only the name and values (PostgreSQL skips parsing and,
 * once it settles on a generic plan, planning); PGlite has no named statements and runs the text.
 *
 * `Row` is the row its text selects, declared by the builder that writes the text (the return type
 * of `(…): Statement<Row> => ({ name, text, values })`), so `queryRows` reads it from the statement
 * and its callers choose no type. Nothing checks `Row` against the text: it is declared once, beside
 * the SQL. The key is never set, so the object stays `{ name, text, values }` for the drivers.
 */
export interface Statement<Row = unknown> {
  name: string;
  text: string;
  values: unknown[];
  readonly [rowType]?: Row;
}

type Runner = (statement: Statement) => Promise<{ rows: unknown[] }>;
/** The driver under each Db that openDatabase made: drizzle's Db type does not expose it. */
const runners = new WeakMap<Db, Runner>();

/** Calls `onPayload` for each notification on `channel`; `onGap` when some may have been missed. */
type Listen = (channel: string, onPayload: (payload: string) => void, onGap: () => void) => Promise<() => Promise<void>>;
const listeners = new WeakMap<Db, Listen>();

/**
 * LISTEN on a channel of the database (NOTIFY from any process reaches every listener; a NOTIFY
 * sent in a transaction arrives when it commits). Returns the function that stops listening.
 */
export function listen(db: Db, channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>> {
  const run = listeners.get(db);
  if (!run) throw new Error('listen: this Db was not opened by openDatabase');
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`listen: unexpected channel name ${channel}`);
  return run(channel, onPayload, onGap);
}

/** What a PostgreSQL pool holds: its connections, the idle ones, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
/** The pool under each Db on a PostgreSQL server; PGlite has none. */
const pools = new WeakMap<Db, () => PoolStats>();

/** The pool's state now, for the metrics (null on PGlite: one embedded connection, no pool). */
export const poolStatsOf = (db: Db): (() => PoolStats) | null => pools.get(db) ?? null;

/** Runs a statement straight on the driver, without drizzle's query building: its rows as it declares them. */
export async function queryRows<Row>(db: Db, statement: Statement<Row>): Promise<Row[]> {
  const run = runners.get(db);
  if (!run) throw new Error('queryRows: this Db was not opened by openDatabase');
  return (await run(statement)).rows as Row[];
}

export interface DatabaseOptions {
  /** postgres://… for a real server; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  pgliteData: string;
  /** An in-memory PGlite starts as a copy of this data directory (`snapshot()`): the tests' seeded database. */
  pgliteSnapshot?: Blob;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteData, options.pgliteSnapshot);
}

/** How long queued statements may run back to back before sockets get a turn. */
const EVENT_LOOP_SLICE_MS = 20;

/**
 * PGlite runs each statement synchronously on Node's main thread and hands its lock from one queued
 * statement to the next without returning to the event loop. Under load, a request on a fresh
 * connection then waited for whole rounds of queued statements before it was even read (seconds at
 * 100 connections, docs/performance.md). Statements from outside a transaction therefore pass one
 * at a time through this gate, which gives the event loop a turn every EVENT_LOOP_SLICE_MS, so
 * sockets are served at least that often. A transaction's own statements (`tx.query`) do not pass
 * the gate.
 *
 * Every protocol message, a transaction's too, passes `failure` (pglite-failure.ts): after a FATAL
 * or PANIC nothing reaches PostgreSQL any more, and statements fail at once instead of spinning.
 */
class FairPGlite extends PGlite {
  #gate: Promise<unknown> = Promise.resolve();
  #lastTurn = performance.now();
  readonly failure = new FailureLatch();

  // The one way into PostgreSQL: execProtocol, execProtocolStream and execProtocolRaw all come here.
  override execProtocolRawSync(message: Uint8Array): Uint8Array {
    this.failure.check();
    return super.execProtocolRawSync(message);
  }

  // Where PostgreSQL's errors come out (query, exec and transaction use the stream).
  override execProtocolStream(message: Uint8Array, options?: ExecProtocolOptions): ReturnType<PGlite['execProtocolStream']> {
    return this.failure.watch(() => super.execProtocolStream(message, options));
  }

  override execProtocol(message: Uint8Array, options?: ExecProtocolOptions): Promise<ExecProtocolResult> {
    return this.failure.watch(() => super.execProtocol(message, options));
  }

  // Closing runs a shutdown checkpoint, which would spin like any other write after a PANIC. The
  // WAL on disk is what the next start recovers from; the process is about to end.
  override close(): Promise<void> {
    return this.failure.error ? Promise.resolve() : super.close();
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#turn(() => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#turn(() => super.exec(query, options));
  }

  #turn<R>(run: () => Promise<R>): Promise<R> {
    // PGlite's own start-up queries run before it is ready, and everything else waits for them.
    if (!this.ready) return run();
    const result = this.#gate.then(() => this.#yieldIfDue()).then(run);
    this.#gate = result.catch(() => undefined);
    return result;
  }

  /** A turn of the event loop once statements have held it for EVENT_LOOP_SLICE_MS. */
  #yieldIfDue(): Promise<void> | void {
    if (performance.now() - this.#lastTurn < EVENT_LOOP_SLICE_MS) return;
    return new Promise<void>((resolve) => setImmediate(() => {
      this.#lastTurn = performance.now();
      resolve();
    }));
  }
}

function openPglite(dataDir: string, snapshot?: Blob): Database {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // pg_trgm serves the contracts search (migration 0013); PGlite loads extensions at start.
  const extensions = { pg_trgm };
  const client = inMemory ? new FairPGlite({ extensions, loadDataDir: snapshot }) : new FairPGlite(dataDir, { extensions });
  const db = drizzlePglite(client, { schema });
  runners.set(db as unknown as Db, ({ text, values }) => client.query(text, values));
  // One process: notifications arrive in-process, before the NOTIFY's query resolves.
  listeners.set(db as unknown as Db, (channel, onPayload) => client.listen(channel, onPayload));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('gzip'),
    failed: client.failure.failed,
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
  pools.set(db as unknown as Db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  listeners.set(db as unknown as Db, (channel, onPayload, onGap) => listenPostgres(url, channel, onPayload, onGap));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    close: () => pool.end(),
  };
}

/**
 * A dedicated connection (a pooled one is handed to other queries and may close) that LISTENs and
 * reconnects after a second when it is lost; notifications sent meanwhile are lost, so `onGap`.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (stopped || current !== client) return;
      current = undefined;
      onGap();
      reconnect();
    });
    await client.connect();
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await client.end().catch(() => undefined);
    else current = client;
  };
  const reconnect = () => {
    retry = setTimeout(() => {
      if (stopped) return;
      connect().then(onGap, reconnect);
    }, 1000);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
    current = undefined;
  };
}

/**
 * Migrates under a session advisory lock, on the connection that holds it. Without it, two
 * processes starting at once on a fresh database both read "nothing applied" and both run every
 * migration: the slower one fails on tables the other made. With it the second waits, then finds
 * everything applied. A process that dies holding the lock loses its session, and so the lock.
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let healthy = true;
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => {
        healthy = false;
      });
    }
  } catch (error) {
    healthy = false;
    throw error;
  } finally {
    // A connection that may still hold the lock is closed, not pooled: closing it frees the lock.
    client.release(!healthy);
  }
}

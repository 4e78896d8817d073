// Counts attempts per key in a fixed window, in the database (`rate_limits`): every API process on
// one PostgreSQL server sees the same counters, so N processes never allow N times the attempts.
// Each attempt is one atomic upsert that also starts a new window once the old one has ended, and
// it is counted *before* the work it limits: parallel requests cannot all slip in under the limit.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Statement } from '../db/client';
import { columns } from '../db/sql/columns';
import { returningRows } from '../db/sql/rows';

export interface AttemptLimiter {
  /** Counts one attempt; answers the seconds to wait when it is over the limit, else 0. */
  attempt(key: string): Promise<number>;
  /** Seconds until the key may try again (0: it may), without counting. */
  retryAfter(key: string): Promise<number>;
  /** Forgets the key's attempts (after a success). */
  reset(key: string): Promise<void>;
}

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends, by the database's clock (processes' clocks may differ). */
  msLeft: number;
}

// Keys name people (an email) and addresses: only their hash is stored, next to the limit's name.
const storedKey = (name: string, key: string) => `${name}:${createHash('sha256').update(key).digest('base64url')}`;

/** A key's count in its window, and the milliseconds until the window ends. */
type WindowRow = { count: number; ms_left: number };

const hitStatement = (key: string, windowMs: number): Statement<WindowRow> => ({
  name: 'rate_limit_hit',
  text: `INSERT INTO rate_limits AS r (key, window_start, expires_at, count)
         VALUES ($1, now(), now() + $2::float8 * interval '1 millisecond', 1)
         ON CONFLICT (key) DO UPDATE SET
           window_start = CASE WHEN r.expires_at <= now() THEN now() ELSE r.window_start END,
           expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END,
           count = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.count + 1 END
         RETURNING count, ceil(extract(epoch FROM expires_at - now()) * 1000)::int AS ms_left`,
  values: [key, windowMs],
});

const readStatement = (key: string): Statement<WindowRow> => ({
  name: 'rate_limit_read',
  text: `SELECT count, ceil(extract(epoch FROM expires_at - now()) * 1000)::int AS ms_left FROM rate_limits WHERE key = $1 AND expires_at > now()`,
  values: [key],
});

/** Counts one hit of an already stored key in its window. */
async function hit(db: Db, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await queryRows(db, hitStatement(key, windowMs));
  return { count: row!.count, msLeft: Math.max(0, row!.ms_left) };
}

async function read(db: Db, key: string): Promise<WindowCount> {
  const [row] = await queryRows(db, readStatement(key));
  return row ? { count: row.count, msLeft: Math.max(0, row.ms_left) } : { count: 0, msLeft: 0 };
}

const PRUNE_EVERY_MS = 5 * 60_000;
/** How long an account remembers an address it signed in from (the per-account limit's exemption). */
export const SIGN_IN_ADDRESS_DAYS = 90;
const lastPrune = new WeakMap<Db, number>();

/** Drops ended windows and old sign-in addresses, at most every few minutes per process. */
async function pruneNow(db: Db): Promise<void> {
  const now = Date.now();
  if (now - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now);
  await queryRows(db, { name: 'rate_limit_prune', text: `DELETE FROM rate_limits WHERE expires_at < now()`, values: [] });
  await queryRows(db, {
    name: 'sign_in_address_prune',
    text: `DELETE FROM sign_in_addresses WHERE last_success_at < now() - $1::int * interval '1 day'`,
    values: [SIGN_IN_ADDRESS_DAYS],
  });
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts one attempt of `name`/`key` on `db`, which may be a transaction: the count then stands
 * only if what it limits commits. Answers the seconds to wait when over `max`, else 0.
 */
export async function countAttempt(db: Db, name: string, key: string, max: number, windowMs: number): Promise<number> {
  // The same upsert as hitStatement, through drizzle: a transaction has no prepared-statement runner.
  const [row] = await returningRows(db, sql`INSERT INTO rate_limits AS r (key, window_start, expires_at, count)
    VALUES (${storedKey(name, key)}, now(), now() + ${windowMs}::float8 * interval '1 millisecond', 1)
    ON CONFLICT (key) DO UPDATE SET
      window_start = CASE WHEN r.expires_at <= now() THEN now() ELSE r.window_start END,
      expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END,
      count = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.count + 1 END`,
  columns({ count: sql<number>`count`, msLeft: sql<number>`ceil(extract(epoch FROM expires_at - now()) * 1000)::int` }));
  return row!.count > max ? seconds(Math.max(0, row!.msLeft)) : 0;
}

/** At most `max` attempts per key in `windowMs`; `name` keeps each limit's keys apart. */
export function createAttemptLimiter(db: Db, name: string, max: number, windowMs: number): AttemptLimiter {
  return {
    async attempt(key) {
      await pruneNow(db);
      const { count, msLeft } = await hit(db, storedKey(name, key), windowMs);
      return count > max ? seconds(msLeft) : 0;
    },
    async retryAfter(key) {
      const { count, msLeft } = await read(db, storedKey(name, key));
      return count >= max ? seconds(msLeft) : 0;
    },
    async reset(key) {
      await queryRows(db, { name: 'rate_limit_reset', text: `DELETE FROM rate_limits WHERE key = $1`, values: [storedKey(name, key)] });
    },
  };
}

/**
 * A store for @fastify/rate-limit (the per-route limits) over the same table. The plugin makes one
 * child per route; its key (the client's address) is counted per route, as the in-memory store did.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  // The plugin's typings name the route's options; what it passes are its merged limit options,
  // with the route under `routeInfo` (README, "Custom store").
  type RouteInfo = { method?: string | string[]; url?: string };
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;
    constructor(options: object) {
      const route = (options as { routeInfo?: RouteInfo }).routeInfo;
      this.scope = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'global';
    }
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      pruneNow(db)
        .then(() => hit(db, storedKey('route', `${this.scope}|${key}`), timeWindow))
        .then(({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }), callback);
    }
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      read(db, storedKey('route', `${this.scope}|${key}`)).then(({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }), callback);
    }
    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}

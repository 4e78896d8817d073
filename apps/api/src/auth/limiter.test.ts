// The attempt limiter counts in the database: atomically, per fixed window, shared by every
// process on it, and without storing the emails and addresses it counts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { countRows, openTestDatabase, serverUrlOf } from '../testing/harness';
import { createAttemptLimiter } from './limiter';

let database: Database;
/** A second connection pool on the same database when it is a server (another process). */
let other: Database | undefined;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  const url = serverUrlOf(database);
  other = url ? openDatabase({ databaseUrl: url, pgliteData: 'memory://' }) : undefined;
});
afterAll(async () => {
  await other?.close();
  await database.close();
});

describe('attempt limiter', () => {
  it('lets max attempts through per key and window, then answers the seconds left', async () => {
    const limiter = createAttemptLimiter(database.db, 'unit', 3, 60_000);
    for (let i = 0; i < 3; i++) expect(await limiter.attempt('k')).toBe(0);
    const wait = await limiter.attempt('k');
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.retryAfter('k')).toBe(wait);
    expect(await limiter.attempt('other key')).toBe(0);
    // Another limit with the same key counts apart.
    expect(await createAttemptLimiter(database.db, 'unit-2', 3, 60_000).attempt('k')).toBe(0);
  });

  it('starts a new window once the old one has ended', async () => {
    const limiter = createAttemptLimiter(database.db, 'window', 1, 60_000);
    expect(await limiter.attempt('k')).toBe(0);
    expect(await limiter.attempt('k')).toBeGreaterThan(0);
    await database.db.execute(sql.raw(`UPDATE rate_limits SET expires_at = now() - interval '1 second' WHERE key LIKE 'window:%'`));
    expect(await limiter.retryAfter('k')).toBe(0);
    expect(await limiter.attempt('k')).toBe(0);
    expect(await limiter.attempt('k')).toBeGreaterThan(0);
  });

  it('forgets a key on reset', async () => {
    const limiter = createAttemptLimiter(database.db, 'reset', 1, 60_000);
    await limiter.attempt('k');
    await limiter.attempt('k');
    await limiter.reset('k');
    expect(await limiter.attempt('k')).toBe(0);
  });

  it('lets exactly max of many parallel attempts through', async () => {
    const limiter = createAttemptLimiter(database.db, 'parallel', 5, 60_000);
    const waits = await Promise.all(Array.from({ length: 40 }, () => limiter.attempt('k')));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });

  it('shares the counters between processes on one database', async () => {
    const here = createAttemptLimiter(database.db, 'shared', 4, 60_000);
    const there = createAttemptLimiter((other ?? database).db, 'shared', 4, 60_000);
    const waits = await Promise.all([here, there, here, there, here, there].map((limiter) => limiter.attempt('anna@northwind.test|10.0.0.1')));
    expect(waits.filter((w) => w === 0)).toHaveLength(4);
    expect(await here.retryAfter('anna@northwind.test|10.0.0.1')).toBeGreaterThan(0);
  });

  it('stores neither the email nor the address it counts', async () => {
    await createAttemptLimiter(database.db, 'privacy', 4, 60_000).attempt('someone@example.test|192.0.2.7');
    expect(await countRows(database, `SELECT count(*) AS n FROM rate_limits WHERE key LIKE 'privacy:%'`)).toBe(1);
    expect(await countRows(database, `SELECT count(*) AS n FROM rate_limits WHERE key LIKE '%someone%' OR key LIKE '%192.0.2.7%'`)).toBe(0);
  });
});

// After a PANIC nothing reaches the embedded database any more (pglite-failure.ts). PostgreSQL's
// PANIC is put in PGlite's way here (no storage needs to fail): the real one, from a WAL that
// cannot be written, is testing/storage-failure.test.ts's.
import { messages, PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';
import { EmbeddedDatabaseFailed } from './pglite-failure';
import { isDatabaseUnavailable } from './unavailable';

function postgresError(severity: string, code: string, message: string): messages.DatabaseError {
  return Object.assign(new messages.DatabaseError(message, message.length, 'error'), { severity, code });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the embedded database after a PANIC', () => {
  it('refuses every statement at once as unavailable, says it has failed, and closes without PostgreSQL', async () => {
    const database = openDatabase({ pgliteData: 'memory://' });
    await database.db.execute(sql`SELECT 1`);
    let failed: Error | undefined;
    void database.failed!.then((error) => (failed = error));

    const stream = vi.spyOn(PGlite.prototype, 'execProtocolStream');
    stream.mockRejectedValueOnce(postgresError('PANIC', '42501', 'could not create file "pg_wal/xlogtemp.42": Permission denied'));
    const panic = await database.db.execute(sql`SELECT 1`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(panic)).toBe(true);

    const raw = vi.spyOn(PGlite.prototype, 'execProtocolRawSync');
    for (const statement of [sql`SELECT 1`, sql`SELECT count(*) FROM pg_class`]) {
      const error = await database.db.execute(statement).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect((error as Error).cause).toBeInstanceOf(EmbeddedDatabaseFailed);
    }
    await expect(database.db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow(/database is unavailable/);
    expect(raw).not.toHaveBeenCalled(); // nothing reached PostgreSQL

    await Promise.resolve();
    expect(failed).toBeInstanceOf(EmbeddedDatabaseFailed);
    expect(failed!.message).toMatch(/stopped after a PANIC/);
    await database.close(); // no shutdown checkpoint: it would spin like any write
  });

  it('carries on after an ERROR, even one about a file', async () => {
    const database = openDatabase({ pgliteData: 'memory://' });
    vi.spyOn(PGlite.prototype, 'execProtocolStream').mockRejectedValueOnce(postgresError('ERROR', '42501', 'could not create file "base/5/17186_fsm": Permission denied'));
    const error = await database.db.execute(sql`SELECT 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true); // 503: the storage refused it
    expect(((await database.db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    await database.close();
  });
});

// Reference data without demo data (issue 36 point 1): a prod database that holds only what the
// migrations and the reference data give starts, is ready, and answers sign-in; the reference data
// loads again at every start without touching what the rental company changed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rightSchema } from '@portal/shared-api-contract';
import { exportJWK, generateKeyPair } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client';
import { startApiProcess } from '../testing/api-process';
import { countRows } from '../testing/harness';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

it('starts prod on an empty database with the reference data only: ready, sign-in answers, settings kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'reference-'));
  dirs.push(dir);
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const env = { APP_ENV: 'prod', JWT_PRIVATE_KEY: JSON.stringify(await exportJWK(privateKey)), UNSUBSCRIBE_SECRET: 'a-deployed-unsubscribe-secret-of-32-chars', LOG_FORMAT: 'json' };
  const run = async (check: (base: string) => Promise<void>) => {
    const server = await startApiProcess({ dataDir: dir, env });
    try {
      await check(server.base);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  };
  await run(async (base) => {
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'not-a-password-1' }) });
    expect(login.status).toBe(401);
  });

  const database = openDatabase({ pgliteData: dir });
  try {
    expect(await countRows(database, 'SELECT count(*) AS n FROM rights')).toBe(rightSchema.options.length);
    expect(await countRows(database, 'SELECT count(*) AS n FROM op_cos')).toBe(5);
    for (const table of ['users', 'corporate_clients', 'products', 'contracts', 'documents']) {
      expect(await countRows(database, `SELECT count(*) AS n FROM ${table}`), table).toBe(0);
    }
    // What the rental company set afterwards stays through the next start.
    await database.db.execute(sql`UPDATE op_cos SET billing_cycle_days = 30 WHERE code = 'de'`);
  } finally {
    await database.close();
  }
  await run(async (base) => expect((await fetch(`${base}/api/health/ready`)).status).toBe(200));
  const again = openDatabase({ pgliteData: dir });
  try {
    expect(await countRows(again, "SELECT billing_cycle_days AS n FROM op_cos WHERE code = 'de'")).toBe(30);
    expect(await countRows(again, 'SELECT count(*) AS n FROM rights')).toBe(rightSchema.options.length);
  } finally {
    await again.close();
  }
}, 240_000);

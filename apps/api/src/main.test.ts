// The process itself refuses to start, with one clear line and exit code 1: in prod beside a demo
// account, and on a data directory another live server holds. Both refuse before listening.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { LOCK_FILE_NAME, lockDataDir } from './db/data-lock';
import { users } from './db/schema';

const mainScript = fileURLToPath(new URL('./main.ts', import.meta.url));
let dir: string;

beforeAll(async () => {
  // An embedded database as a prod server might find it: migrated, with one demo login in it.
  dir = mkdtempSync(join(tmpdir(), 'main-start-'));
  const database = openDatabase({ pgliteData: dir });
  await database.migrate();
  await database.db.insert(users).values({ email: 'staff@atlas.test', passwordHash: 'x', firstName: 'Sam', lastName: 'Staff', preferredLanguage: 'en-US', staff: true });
  await database.close();
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      env: { ...process.env, DATABASE_URL: '', SEED_DEMO: '', PGLITE_DATA: dir, PORT: '0', HOST: '127.0.0.1', PORTAL_DIST: '/nonexistent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A server that did start is a failure of this test: do not leave it running.
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

it('in prod refuses to start beside a demo account, exit 1, and leaves no lock behind', async () => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const result = await start({ APP_ENV: 'prod', JWT_PRIVATE_KEY: JSON.stringify(await exportJWK(privateKey)), UNSUBSCRIBE_SECRET: 'a-deployed-unsubscribe-secret-of-32-chars' });
  expect(result.code).toBe(1);
  const line = JSON.parse(result.stderr.trim().split('\n').at(-1)!) as { level: number; msg: string };
  expect(line.level).toBe(60);
  expect(line.msg).toMatch(/^refusing to start: APP_ENV=prod and the database holds 1 demo account\(s\) whose password is published: staff@atlas\.test/);
  expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
}, 120_000);

it('refuses to start a second server on a data directory a live one holds', async () => {
  const lock = lockDataDir(dir, 'the API server'); // this test process plays the running server
  try {
    const result = await start({ APP_ENV: 'local' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`refusing to start: the data directory ${dir} is in use by the API server (pid ${process.pid}`);
  } finally {
    lock.release();
  }
}, 120_000);

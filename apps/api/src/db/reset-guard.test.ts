// db:reset drops every table: only locally, only with --yes, never beside a live server.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-lock';
import { checkResetAllowed, describeTarget, ResetRefused } from './reset-guard';

const embedded = { env: 'local' as const, pgliteData: '/srv/portal/.data/pglite' };
const server = { env: 'local' as const, pgliteData: '/unused', databaseUrl: 'postgres://portal:s3cret@db.internal:5433/portal' };

describe('checkResetAllowed', () => {
  it('lets a local reset of the embedded database through with --yes, APP_ENV unset or local', () => {
    expect(() => checkResetAllowed(embedded, ['--yes'], undefined)).not.toThrow();
    expect(() => checkResetAllowed(embedded, ['--scale', '2', '--yes'], 'local')).not.toThrow();
  });

  it('refuses without --yes, naming what would be dropped and how to go ahead', () => {
    expect(() => checkResetAllowed(embedded, ['--scale', '2'], undefined)).toThrow(ResetRefused);
    expect(() => checkResetAllowed(embedded, [], undefined)).toThrow(/every table of the embedded database in \/srv\/portal\/.data\/pglite.*npm run db:reset -- --yes/);
  });

  it.each(['qa', 'pp', 'prod'] as const)('refuses with APP_ENV=%s, --yes or not', (env) => {
    expect(() => checkResetAllowed({ ...embedded, env }, ['--yes'], env)).toThrow(new RegExp(`only with APP_ENV=local, and this is APP_ENV=${env}`));
    expect(() => checkResetAllowed({ ...server, env }, ['--yes'], env)).toThrow(ResetRefused);
  });

  it('on a PostgreSQL server wants APP_ENV=local said outright, and never prints the password', () => {
    expect(() => checkResetAllowed(server, ['--yes'], undefined)).toThrow(/APP_ENV=local set explicitly/);
    expect(() => checkResetAllowed(server, ['--yes'], 'local')).not.toThrow();
    expect(describeTarget(server)).toBe('the PostgreSQL database portal on db.internal:5433');
    try {
      checkResetAllowed(server, [], 'local');
    } catch (error) {
      expect(String(error)).not.toContain('s3cret');
    }
  });
});

// The script itself, for the wiring: it refuses before it opens (let alone drops) anything.
// (A small SEED_SCALE only so that a guard that let it through would fail this test quickly.)
const resetScript = fileURLToPath(new URL('./reset.ts', import.meta.url));
function runReset(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resetScript, ...args], { env: { ...process.env, APP_ENV: '', DATABASE_URL: '', SEED_SCALE: '0.05', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('npm run db:reset', () => {
  it('exits 1 without touching anything when refused: APP_ENV=prod, or a live server on the data directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reset-guard-'));
    try {
      const prod = await runReset(['--yes'], { APP_ENV: 'prod', PGLITE_DATA: dir });
      expect(prod.code).toBe(1);
      expect(prod.stderr).toContain('db:reset refused: db:reset runs only with APP_ENV=local');

      // This test process plays the server that holds the directory.
      const lock = lockDataDir(dir, 'the API server');
      const beside = await runReset(['--yes'], { PGLITE_DATA: dir });
      lock.release();
      expect(beside.code).toBe(1);
      expect(beside.stderr).toContain(`db:reset refused: the data directory ${dir} is in use by the API server (pid ${process.pid}`);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(existsSync(dir)).toBe(false);
  }, 60_000);
});

// The lock file that keeps a second server, or db:reset, off a data directory a live server uses.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE_NAME, lockDataDir, lockEmbeddedData } from './data-lock';

let dir: string;
const lockPath = () => join(dir, LOCK_FILE_NAME);
const writeHolder = (pid: number, host = hostname()) =>
  writeFileSync(lockPath(), JSON.stringify({ pid, host, owner: 'the API server', since: '2025-06-02T08:00:00.000Z' }));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'data-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('writes the pid and owner, refuses a second taker while held, and frees the directory on release', () => {
    const lock = lockDataDir(dir, 'the API server');
    expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname(), owner: 'the API server' });
    expect(() => lockDataDir(dir, 'db:reset')).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir, 'db:reset')).toThrow(/in use by the API server \(pid \d+/);
    lock.release();
    expect(existsSync(lockPath())).toBe(false);
    lockDataDir(dir, 'db:reset').release();
  });

  it('refuses while another live process holds it, and takes it over once that process is gone', async () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeHolder(server.pid!);
      expect(() => lockDataDir(dir, 'db:reset')).toThrow(new RegExp(`pid ${server.pid}.*delete ${lockPath()}`));
    } finally {
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    // What kill -9 leaves behind: the file of a dead pid.
    const lock = lockDataDir(dir, 'the API server');
    expect(JSON.parse(readFileSync(lockPath(), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over the lock of a process that ended, or a damaged file', () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    writeHolder(ended);
    lockDataDir(dir, 'the API server').release();
    writeFileSync(lockPath(), '{"pid":');
    lockDataDir(dir, 'the API server').release();
  });

  it.runIf(existsSync('/proc/self/stat'))('takes over the lock of a zombie: a process that ended and was not collected yet (issue 31)', async () => {
    // sh starts a short sleep, then becomes a long one that never collects it: a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number((await new Promise<Buffer>((resolve) => parent.stdout!.once('data', resolve))).toString().trim());
      await expect.poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0], { timeout: 5000 }).toBe('Z');
      writeHolder(zombie);
      lockDataDir(dir, 'the API server').release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('takes over a file with its own pid that this process did not take (a container restarts with pid 1 again)', () => {
    writeHolder(process.pid);
    lockDataDir(dir, 'the API server').release();
  });

  it('refuses a lock from another host: whether that process lives cannot be told from here', () => {
    writeHolder(process.pid, `not-${hostname()}`);
    expect(() => lockDataDir(dir, 'the API server')).toThrow(/on not-/);
    expect(existsSync(lockPath())).toBe(true);
  });

  it('release leaves alone a lock that is no longer its own', () => {
    const lock = lockDataDir(dir, 'the API server');
    writeHolder(424242, `not-${hostname()}`);
    lock.release();
    expect(existsSync(lockPath())).toBe(true);
  });
});

describe('lockEmbeddedData', () => {
  it('locks a PGlite directory, not an in-memory database or a PostgreSQL server', () => {
    expect(lockEmbeddedData({ pgliteData: 'memory://' }, 'x')).toBeUndefined();
    expect(lockEmbeddedData({ databaseUrl: 'postgres://db/portal', pgliteData: dir }, 'x')).toBeUndefined();
    const lock = lockEmbeddedData({ pgliteData: join(dir, 'pglite') }, 'the API server');
    expect(lock?.path).toBe(join(dir, 'pglite', LOCK_FILE_NAME));
    lock?.release();
  });
});

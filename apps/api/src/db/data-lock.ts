// One process at a time on an embedded (PGlite) data directory. PGlite is PostgreSQL in single-user
// mode inside this process: it keeps no lock of its own (its postmaster.pid names no real process),
// so a second server, or `db:reset` beside a running one, would write the same files at once and
// corrupt them. A lock file with the owner's pid keeps them apart.
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'atlas-portal.lock';

export interface DataDirLock {
  path: string;
  /** Removes the lock file (only while it is still ours). Safe to call twice. */
  release(): void;
}

/** Another live process holds the directory. */
export class DataDirLocked extends Error {
  override name = 'DataDirLocked';
}

interface Holder {
  pid: number;
  host: string;
  owner: string;
  since: string;
}

/** Lock files this process holds: the same pid in a file not among them is an earlier process's. */
const held = new Set<string>();

function readHolder(path: string): Holder | null {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof value.pid === 'number' && typeof value.host === 'string' ? (value as Holder) : null;
  } catch {
    return null; // gone meanwhile, or damaged: not a live holder (tryCreate never shows a half-written one)
  }
}

/**
 * A process that has ended but whose parent has not collected it yet (a zombie, after `kill -9` in
 * a container whose init does not reap) still answers signal 0: Linux's /proc says what it is
 * (issue 31). Elsewhere, or when /proc cannot be read, the signal's answer stands.
 */
function hasEnded(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
  return !hasEnded(pid);
}

/**
 * Whether the holder may still be using the directory. A dead pid on this host is a crash's stale
 * lock. Our own pid is stale unless this process took it (a container restarts its server with the
 * same pid 1). On another host (a shared volume) liveness cannot be checked: assume alive.
 */
function isLive(holder: Holder, path: string): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return held.has(path);
  return isAlive(holder.pid);
}

/**
 * Takes the lock of `dir` for `owner` (e.g. "the API server", "db:reset") or throws DataDirLocked.
 * A stale lock is taken over. Two processes taking over the same stale lock in the same instant
 * are not kept apart: that needs two starts racing right after a crash.
 */
export function lockDataDir(dir: string, owner: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE_NAME);
  const mine: Holder = { pid: process.pid, host: hostname(), owner, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path, mine)) {
      held.add(path);
      return { path, release: () => release(path) };
    }
    const holder = readHolder(path);
    if (holder && isLive(holder, path)) {
      throw new DataDirLocked(
        `the data directory ${dir} is in use by ${holder.owner} (pid ${holder.pid} on ${holder.host}, since ${holder.since}). ` +
          `Stop that process first. If it is not running any more, delete ${path}.`,
      );
    }
    removeIfPresent(path);
  }
  throw new DataDirLocked(`could not take the lock ${path}: other processes keep taking it`);
}

/**
 * Creates the lock file whole or not at all: written under a name of our own, then hard-linked to
 * the lock's name, which fails if that exists. Of two processes only one succeeds, and a reader
 * never sees the file empty (as it could between `open(O_EXCL)` and `write`).
 */
function tryCreate(path: string, holder: Holder): boolean {
  const draft = `${path}.${process.pid}.draft`;
  writeFileSync(draft, `${JSON.stringify(holder)}\n`);
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    removeIfPresent(draft);
  }
}

function release(path: string): void {
  if (!held.delete(path)) return;
  const holder = readHolder(path);
  if (!holder || holder.pid !== process.pid || holder.host !== hostname()) return;
  try {
    removeIfPresent(path);
  } catch {
    // A directory that refuses writes (issue 31, finding 6) keeps the file: its pid ends with us,
    // so the next start takes it over, as after a crash.
  }
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Locks the embedded data directory the process is about to open; none for PostgreSQL or `memory://`. */
export function lockEmbeddedData(target: { databaseUrl?: string; pgliteData: string }, owner: string): DataDirLock | undefined {
  if (target.databaseUrl || target.pgliteData.startsWith('memory://')) return undefined;
  return lockDataDir(target.pgliteData, owner);
}

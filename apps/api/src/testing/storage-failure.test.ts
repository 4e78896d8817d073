// Storage that refuses writes under load (issue 31, finding 6): the real server, on an embedded
// (PGlite) data directory, runs as an unprivileged user (root writes whatever the modes say) while
// four clients create requests, and the directory's WAL (pg_wal and its files) is made read-only.
// Creates then answer 503 with Retry-After at once, the health check says not ready, openapi.json
// is still served, and the process ends: on SIGTERM within 10 s, or by itself, non-zero, for a
// supervisor to start it again; starting again finds every create it had acknowledged.
//
// The WAL is what hung the server: PostgreSQL PANICs when it cannot open the next WAL segment, and
// PGlite then spun for good. A failing write to a table's files is an ERROR that PostgreSQL handles
// (503, and it recovers by itself, as with a full disk); with the whole directory read-only such
// errors come first and stop the commits that would reach the next segment, so only pg_wal is.
// And the WAL is brought to just before the end of its 16 MB segment before the server starts, so
// the load reaches the next one within seconds instead of after 16 MB of creates.
//
// Besides: a SIGTERM under load ends a working server at once, its database closed, exit code 0.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { apiMainScript, startApiProcess, type ApiProcess } from './api-process';
import { clientUuid, DEMO_PASSWORD, openTestDatabase, SEED_DAY, TEST_PASSWORD_COST } from './harness';
import { seededTarball } from './seeded-database';

/**
 * WAL left in its segment when the server starts: more than starting, signing in and the creates
 * before the WAL turns read-only write (some 0.6 MB: the first start sets hint bits, and each page's
 * first change after a checkpoint logs the whole page), and some 50 creates of 3 KB more.
 */
const WAL_MARGIN = 768 * 1024;
/** An answer slower than this is no fast failure (the hung server's took 15 s and more). */
const FAST_MS = 2000;

/** `nobody`, whom the server runs as, or why the server cannot run as them here. */
function unprivilegedUser(): { uid: number; gid: number } | string {
  if (process.getuid?.() !== 0) return 'needs root: the server runs as nobody, since root writes to read-only files';
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('nobody:'));
  const [uid, gid] = (line?.split(':').slice(2, 4) ?? []).map(Number);
  if (!uid || !gid) return 'needs a user nobody to run the server as';
  // nobody must read the checkout (the server's code and node_modules): a clone in a private home does not let them.
  const reads = spawnSync(process.execPath, ['-e', 'require("node:fs").accessSync(process.argv[1])', apiMainScript], { uid, gid });
  if (reads.status !== 0) return `nobody cannot read this checkout (${apiMainScript}), so the server cannot run as them`;
  return { uid, gid };
}

const runAs = unprivilegedUser();
const user = typeof runAs === 'string' ? undefined : runAs;
const root = mkdtempSync(join(tmpdir(), 'storage-failure-'));
chmodSync(root, 0o755); // nobody reaches the data directories inside
const running = new Set<ApiProcess>();
const loads = new Set<Load>();
afterAll(() => {
  for (const load of loads) load.stop();
  for (const server of running) server.child.kill('SIGKILL');
  execFileSync('chmod', ['-R', 'u+w', root]);
  rmSync(root, { recursive: true, force: true });
});

/** The tests' seeded database on disk, its WAL WAL_MARGIN before the end of a segment. */
async function prepareDataDir(dir: string): Promise<void> {
  const tarball = await seededTarball(openTestDatabase, { scale: 0.05, today: SEED_DAY, passwordCost: TEST_PASSWORD_COST });
  const db = new PGlite(dir, { loadDataDir: tarball, extensions: { pg_trgm } });
  const { rows } = await db.query<{ at: number; segment: number }>(
    "SELECT ((pg_current_wal_insert_lsn() - '0/0'::pg_lsn) % s)::int AS at, s::int AS segment FROM (SELECT pg_size_bytes(current_setting('wal_segment_size')) AS s) wal",
  );
  const { at, segment } = rows[0]!;
  // A logical message is WAL and nothing else (no table grows).
  const fill = (2 * segment - WAL_MARGIN - at) % segment;
  await db.query("SELECT pg_logical_emit_message(false, 'storage-failure-test', repeat('x', $1))", [fill]);
  await db.close();
}

function makeWalUnwritable(dir: string): void {
  execFileSync('chmod', ['-R', 'a-w', join(dir, 'pg_wal')]);
}

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
  type: string | null;
  code?: string;
  id?: number;
}

async function timed(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(body) as { code?: string; id?: number }) : {};
  return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after'), type: res.headers.get('content-type'), code: json.code, id: json.id };
}

async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'anna@northwind.test', password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'x-corporate-client': clientUuid('northwind-bouw'), 'content-type': 'application/json' };
}

interface Load {
  acknowledged: Map<string, number>;
  /** Answers from the first 503 on. */
  afterFailure: Answer[];
  /** Requests that got no answer in 10 s: what the hung server did. */
  timedOut: number;
  failedAt?: number;
  /** Resolves when every client has stopped: after `stop`, or once the server took no more connections after the failure. */
  done: Promise<void>;
  /** No more creates; an error from now on (the server ending) ends the client. */
  stop(): void;
}

/** Four clients creating requests until the server ends; each create carries its key in its description. */
function putLoad(base: string, headers: Record<string, string>): Load {
  let stopped = false;
  const load: Load = { acknowledged: new Map(), afterFailure: [], timedOut: 0, done: Promise.resolve(), stop: () => (stopped = true) };
  loads.add(load);
  const worker = async () => {
    while (!stopped) {
      const key = randomUUID();
      try {
        const answer = await timed(`${base}/api/request/requests`, {
          method: 'POST', headers: { ...headers, 'idempotency-key': key },
          body: JSON.stringify({ type: 'other', subject: 'Storage failure', description: `${key} ${'x'.repeat(1800)}` }),
        });
        if (answer.status === 201) load.acknowledged.set(key, answer.id!);
        if (answer.status === 503) load.failedAt ??= performance.now();
        if (load.failedAt !== undefined) load.afterFailure.push(answer);
        // Past the failure the answers come at once: a short pause keeps them from drowning the machine.
        if (answer.status === 503) await new Promise((r) => setTimeout(r, 50));
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') load.timedOut++;
        // After the failure the server ends: a refused connection, or a kept-alive one it closed.
        else if (load.failedAt !== undefined || stopped) return;
        else throw error;
      }
    }
  };
  load.done = Promise.all(Array.from({ length: 4 }, worker)).then(() => undefined);
  return load;
}

async function waitFor(what: string, ready: () => boolean, ms: number, server?: ApiProcess): Promise<void> {
  const deadline = performance.now() + ms;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${ms} ms${server ? `; the server wrote: ${server.output().slice(-2000)}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the server as `nobody`, loads it, takes its storage away and checks the fast failure. */
async function failUnderLoad(dir: string, env?: Record<string, string>): Promise<{ server: ApiProcess; load: Load }> {
  const server = await startApiProcess({ dataDir: dir, user, env });
  running.add(server);
  const headers = await signIn(server.base);
  const load = putLoad(server.base, headers);
  await waitFor('the first creates', () => load.acknowledged.size >= 5, 10_000);
  makeWalUnwritable(dir);
  await waitFor('a 503 after the WAL became read-only', () => load.failedAt !== undefined, 15_000, server);
  // The PANIC: after it, the server still answers, and at once.
  await waitFor('its log line', () => server.output().includes('the embedded database stopped'), 2000, server);
  const [health, openapi, create] = await Promise.all([
    timed(`${server.base}/api/health`),
    timed(`${server.base}/api/openapi.json`),
    timed(`${server.base}/api/request/requests`, { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: JSON.stringify({ type: 'other', subject: 'After', description: 'After the failure' }) }),
  ]);
  for (const answer of [health, create]) {
    expect(answer).toMatchObject({ status: 503, retryAfter: String(DATABASE_RETRY_AFTER_SECONDS), code: 'database_unavailable' });
    expect(answer.type).toMatch(/^application\/problem\+json/);
    expect(answer.ms).toBeLessThan(FAST_MS);
  }
  expect(openapi.status).toBe(200);
  expect(openapi.ms).toBeLessThan(FAST_MS);
  return { server, load };
}

function expectFastFailures(load: Load): void {
  expect(load.timedOut, 'creates without an answer in 10 s').toBe(0);
  const statuses = new Set(load.afterFailure.map((a) => a.status));
  expect([...statuses].filter((s) => s !== 201 && s !== 503), 'after the first 503: only creates acknowledged before it, or 503').toEqual([]);
  const slowest = Math.max(...load.afterFailure.map((a) => a.ms));
  expect(slowest, 'the slowest answer after the failure, in ms').toBeLessThan(FAST_MS);
  for (const answer of load.afterFailure.filter((a) => a.status === 503)) expect(answer.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
}

/** The prepared database, copied for one server; made once, owned by `nobody` when given. */
let template: Promise<string> | undefined;
async function dataDirFor(name: string, owner = user): Promise<string> {
  template ??= prepareDataDir(join(root, 'template')).then(() => join(root, 'template'));
  const dir = join(root, name);
  cpSync(await template, dir, { recursive: true });
  if (owner) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, dir]);
  return dir;
}

it('storage that refuses writes under load: 503 with Retry-After at once, not ready, SIGTERM within 10 s, else an exit for a restart that recovers', async (ctx) => {
  if (typeof runAs === 'string') ctx.skip(runAs);
  if (process.env['DATABASE_URL']) ctx.skip('the embedded database only: this run is PostgreSQL’s (the PGlite run covers it)');
  const [sigterm, alone] = await Promise.all([dataDirFor('sigterm'), dataDirFor('alone')]);

  // Two servers at once, one for each way of ending.
  const [first, second] = await Promise.all([
    // 1. SIGTERM, sent right after the failure, ends it within 10 s; non-zero, as its database did not close.
    failUnderLoad(sigterm, { LOG_LEVEL: 'info' }).then(async (run) => {
      const signalled = performance.now();
      run.server.child.kill('SIGTERM');
      expect(await run.server.exited).toEqual({ code: 1, signal: null });
      expect(performance.now() - signalled).toBeLessThan(10_000);
      expect(run.server.output()).toContain('shutting down: SIGTERM');
      await run.load.done;
      expectFastFailures(run.load);
      // 3. Writable again, the next start (the supervisor's) recovers from the WAL: every acknowledged create is there.
      execFileSync('chmod', ['-R', 'u+w', sigterm]);
      const db = new PGlite(sigterm, { extensions: { pg_trgm } });
      try {
        const { rows } = await db.query<{ id: number; description: string }>('SELECT id, description FROM requests WHERE id = ANY($1)', [[...run.load.acknowledged.values()]]);
        const found = new Map(rows.map((r) => [r.description.slice(0, 36), r.id]));
        expect(found).toEqual(run.load.acknowledged);
      } finally {
        await db.close();
      }
      return run;
    }),
    // 2. Left alone, it ends by itself, non-zero, a few seconds after the failure.
    failUnderLoad(alone).then(async (run) => {
      expect(await run.server.exited).toEqual({ code: 1, signal: null });
      expect(performance.now() - run.load.failedAt!).toBeLessThan(10_000);
      await run.load.done;
      expectFastFailures(run.load);
      return run;
    }),
  ]);
  const after = [...first.load.afterFailure, ...second.load.afterFailure];
  console.info(
    `storage failure: ${first.load.acknowledged.size} and ${second.load.acknowledged.size} creates acknowledged, then ${after.length} answers, ` +
      `the slowest in ${Math.round(Math.max(...after.map((a) => a.ms)))} ms`,
  );
}, 90_000);

it('SIGTERM under load ends the process at once, the database closed: exit code 0', async (ctx) => {
  if (process.env['DATABASE_URL']) ctx.skip('the embedded database only: this run is PostgreSQL’s (the PGlite run covers it)');
  const server = await startApiProcess({ dataDir: await dataDirFor('graceful', undefined) });
  running.add(server);
  const load = putLoad(server.base, await signIn(server.base));
  await waitFor('the first creates', () => load.acknowledged.size >= 20, 10_000);
  // Connections busy at the close stayed open after their answer, and the close with them (72 s).
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  load.stop();
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(performance.now() - signalled).toBeLessThan(3000);
  await load.done;
  expect(load.timedOut).toBe(0);
}, 60_000);

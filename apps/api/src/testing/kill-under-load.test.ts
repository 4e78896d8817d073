// Kill -9 under load (issue 15): the real server process, on an embedded (PGlite) data directory,
// is killed with SIGKILL while requests are being created, and started again on the same
// directory. Every create that had answered 2xx is there afterwards, exactly once; one that never
// answered, sent again under its Idempotency-Key, is created once or answers the one that exists.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { freePort, startApiProcess, type ApiProcess } from './api-process';
import { clientUuid } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'kill-under-load-'));
const running = new Set<ApiProcess>();
afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** The demo's server on `dir`; both runs use one port, so the token issuer stays the same. */
async function startServer(port: number): Promise<ApiProcess> {
  const server = await startApiProcess({ dataDir: dir, port, env: { SEED_DEMO: 'true', SEED_SCALE: '0.05' } });
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'anna@northwind.test', password: 'rental-demo' }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'x-corporate-client': clientUuid('northwind-bouw'), 'content-type': 'application/json' };
}

/** The body sent under a key: the same every time it is sent, and findable by its description. */
const bodyOf = (n: number, key: string) => ({ type: 'other', subject: `Kill test ${n}`, description: `kill -9 under load ${key}` });

interface Created {
  status: number;
  id?: number;
  replayed?: boolean;
}

async function create(base: string, headers: Record<string, string>, n: number, key: string): Promise<Created> {
  const res = await fetch(`${base}/api/request/requests`, { method: 'POST', headers: { ...headers, 'idempotency-key': key }, body: JSON.stringify(bodyOf(n, key)) });
  const text = await res.text();
  if (res.status !== 201) return { status: res.status };
  return { status: res.status, id: (JSON.parse(text) as { id: number }).id, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

it('after kill -9 in the middle of creating requests, every acknowledged one is there once, and the others can be sent again', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  // 1. Load: four clients at a time, each sending new keys until the server dies under them.
  const first = await startServer(port);
  const headers = await signIn(base);
  const keys: string[] = [];
  const acknowledged = new Map<string, number>(); // key → id of the created request
  const refused: string[] = [];
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const n = keys.length;
      const key = randomUUID();
      keys.push(key);
      try {
        const answer = await create(base, headers, n, key);
        if (answer.status === 201) acknowledged.set(key, answer.id!);
        else refused.push(`${answer.status}`);
      } catch {
        // the connection died with the server: no answer
      }
    }
  };
  const workers = Array.from({ length: 4 }, worker);
  // Kill once the load is running for a while, and only after some creates were acknowledged.
  const started = Date.now();
  while (Date.now() - started < 1500 || acknowledged.size < 10) {
    if (Date.now() - started > 20_000) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  killed = true; // no new creates after this; those in flight meet the kill
  first.child.kill('SIGKILL');
  await first.exited;
  await Promise.all(workers);
  expect(refused, 'no create was refused while the server ran').toEqual([]);
  expect(acknowledged.size).toBeGreaterThan(0);
  const unanswered = keys.filter((k) => !acknowledged.has(k));

  // 2. Restart on the same directory: every acknowledged request is there, under the id answered.
  const second = await startServer(port);
  const again = await signIn(base);
  let found = 0;
  for (const [key, id] of acknowledged) {
    const res = await fetch(`${base}/api/request/requests/${id}`, { headers: again });
    expect(res.status, `request ${id} of key ${key}`).toBe(200);
    expect(((await res.json()) as { description: string }).description).toBe(`kill -9 under load ${key}`);
    found++;
  }
  // Sending an acknowledged key again answers the same request; an unanswered one is created once
  // (or, if its commit had made it before the kill, answers the one that exists).
  for (const key of [...acknowledged.keys()].slice(0, 5)) {
    const answer = await create(base, again, keys.indexOf(key), key);
    expect(answer).toEqual({ status: 201, id: acknowledged.get(key), replayed: true });
  }
  const retried = new Map<string, number>();
  let committedUnanswered = 0;
  for (const key of unanswered) {
    const answer = await create(base, again, keys.indexOf(key), key);
    expect(answer.status, `retry of unanswered key ${key}`).toBe(201);
    if (answer.replayed) committedUnanswered++;
    retried.set(key, answer.id!);
  }
  for (const key of unanswered) expect(await create(base, again, keys.indexOf(key), key)).toEqual({ status: 201, id: retried.get(key), replayed: true });
  second.child.kill('SIGTERM');
  expect((await second.exited).code).toBe(0);

  // 3. In the database: one request and one key row per key sent, none twice.
  const db = new PGlite(dir);
  try {
    const perKey = await db.query<{ description: string; requests: number }>(
      "SELECT description, count(*)::int AS requests FROM requests WHERE description LIKE 'kill -9 under load %' GROUP BY description",
    );
    const keyRows = await db.query<{ key: string; rows: number; requests: number }>(
      'SELECT key::text AS key, count(*)::int AS rows, count(DISTINCT request_id)::int AS requests FROM idempotency_keys WHERE key::text = ANY($1) GROUP BY key',
      [keys],
    );
    const requestsOf = new Map(perKey.rows.map((r) => [r.description.slice('kill -9 under load '.length), r.requests]));
    const duplicated = [...requestsOf.values()].filter((n) => n > 1).length + keyRows.rows.filter((r) => r.rows > 1 || r.requests > 1).length;
    const lost = [...acknowledged.keys()].filter((k) => requestsOf.get(k) !== 1).length;
    console.info(`kill -9 under load: ${acknowledged.size} acknowledged, ${found} found, ${lost} lost, ${duplicated} duplicated, ${unanswered.length} unanswered (${committedUnanswered} of them committed before the kill)`);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
    expect(requestsOf.size).toBe(keys.length); // every key sent: one request each, after the retries
    expect(keyRows.rows.length).toBe(keys.length);
    expect(found).toBe(acknowledged.size);
  } finally {
    await db.close();
  }
}, 180_000);

// `npm run bench -w @portal/api`: starts the API in a child process on loopback with the default
// seed, loads each shell endpoint with 100 connections and prints req/s, p50 and p99. Runs on
// PGlite, and also on PostgreSQL when DATABASE_URL is set (in a fresh database on that server).
// Options: --duration <s> (default 5), --scale <n> (default 1), --connections <n> (default 100),
// --only <text> (endpoints whose path contains it, e.g. --only overview).
// File answers (CSV exports, PDFs) are loaded with a tenth of the connections: they are downloads.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 5);
const scale = arg('scale', 1);
const connections = arg('connections', 100);
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? (process.argv[onlyIndex + 1] ?? '') : '';
const BOUW = '5eed0000-0000-4000-8000-000000000001';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_SCALE: String(scale), PORTAL_DIST: '/nonexistent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return { child, base };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('the API did not start');
}

/**
 * Waits until the API answers a one-row read quickly again. Requests that autocannon gave up on
 * at the end of a slow endpoint's run are still queued in the API (PGlite runs one statement at a
 * time); without this pause the next endpoint's figures would include that backlog.
 */
async function settle(url: string, headers: Record<string, string>): Promise<void> {
  for (let quick = 0, tries = 0; quick < 3 && tries < 300; tries++) {
    const started = performance.now();
    await fetch(url, { headers }).then((r) => r.arrayBuffer(), () => undefined);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    if (quick < 3) await new Promise((r) => setTimeout(r, 100));
  }
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const { child, base } = await startApi(env);
  try {
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'anna@northwind.test', password: 'rental-demo' }) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'x-corporate-client': BOUW, 'x-opco': 'nl' };
    // Real ids of Northwind Bouw for the detail, PDF and filter endpoints.
    const overview = `${base}/api/overview`;
    const firstId = async (path: string) => ((await (await fetch(`${overview}${path}`, { headers: auth })).json()) as { items: { id: number; projectId: number }[] }).items[0]!;
    const contract = await firstId('/contracts?pageSize=1');
    // An open invoice: its PDF carries the most (lines, VAT, totals and the payment QR).
    const document = await firstId('/documents?pageSize=1&type=invoice&status=open');
    const endpoints: [string, Record<string, string>, number?][] = [
      ['/assets/config.json', {}],
      ['/api/availability', {}],
      ['/api/corporate-clients', auth],
      [`/api/corporate-clients/${BOUW}`, auth],
      ['/api/global-actions', auth],
      ['/api/rental-contact', auth],
      ['/api/usermgmt/profile', auth],
      ['/api/usermgmt/rights', auth],
      ['/api/usermgmt/modules', auth],
      ['/api/i18n/product-translations', {}],
      ['/api/overview/contracts?pageSize=25', auth],
      // Issue 35: ordered by cost to date, which reads the lines of every contract the filter keeps.
      ['/api/overview/contracts?pageSize=25&sort=costToDate', auth],
      ['/api/overview/documents?pageSize=25', auth],
      [`/api/overview/contracts?pageSize=25&status=open&projectId=${contract.projectId}`, auth],
      ['/api/overview/contracts?pageSize=25&archived=true&from=2025-01-01&to=2025-03-31', auth],
      ['/api/overview/contracts?pageSize=25&archived=true&q=graaf', auth],
      [`/api/overview/contracts/${contract.id}`, auth],
      ['/api/overview/documents?pageSize=25&type=invoice&status=open', auth],
      [`/api/overview/documents/${document.id}`, auth],
      ['/api/overview/projects', auth],
      [`/api/overview/documents/${document.id}/pdf`, auth, Math.max(1, Math.round(connections / 10))],
      [`/api/overview/documents/${document.id}/ubl`, auth, Math.max(1, Math.round(connections / 10))],
      ['/api/overview/contracts/export.csv?status=open', auth, Math.max(1, Math.round(connections / 10))],
      ['/api/overview/documents/export.csv?from=2025-01-01', auth, Math.max(1, Math.round(connections / 10))],
      ['/api/overview/documents/export.xlsx?from=2025-01-01', auth, Math.max(1, Math.round(connections / 10))],
      // The statement of account: the client's open and overdue items with their ageing, and one project's.
      ['/api/overview/documents/statement.pdf', auth, Math.max(1, Math.round(connections / 10))],
      ['/api/overview/documents/statement.xlsx', auth, Math.max(1, Math.round(connections / 10))],
      [`/api/overview/documents/statement.xlsx?projectId=${document.projectId}`, auth, Math.max(1, Math.round(connections / 10))],
    ];
    console.info(`\n${label}: ${connections} connections (files: ${Math.max(1, Math.round(connections / 10))}), ${duration} s per endpoint, seed scale ${scale}`);
    console.info(`${'endpoint'.padEnd(72)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`);
    for (const [path, headers, conns = connections] of endpoints) {
      if (only && !path.includes(only)) continue;
      await settle(`${overview}/documents/${document.id}`, auth);
      const r = await autocannon({ url: `${base}${path}`, connections: conns, duration, headers });
      console.info(`${path.padEnd(72)} ${String(conns).padStart(5)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)} ${String(r.non2xx + r.errors).padStart(8)}`);
    }
  } finally {
    child.kill('SIGTERM');
  }
}

await run('PGlite (embedded)', { PGLITE_DATA: 'memory://', DATABASE_URL: '' });

const adminUrl = process.env['DATABASE_URL'];
if (adminUrl) {
  const name = `api_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.info('\n(set DATABASE_URL, e.g. via scripts/with-postgres.sh, to also measure PostgreSQL)');
}

// `npm run bench:web [-- --url http://localhost:4200 --runs 3 --only login|contracts --save-reports --save-traces --lantern --cpu-slowdown N --throttling-method devtools]`: Lighthouse
// (mobile preset: simulated slow 4G and 4× CPU slow-down, performance category only) in Debian's
// Chromium against a running product (`npm start`, issue 14). Two pages, `runs` times each:
//   1. /auth/login as a first-time visitor: cold cache, no storage, so the cookie notice shows;
//   2. /order/contracts signed in as ben (one client, demo data) with the cookie choice stored:
//      Lighthouse keeps the refresh cookie and local storage, and the HTTP cache is cleared before
//      each run so that it is still a cold load.
// Prints the medians and the raw runs per page and writes them to reports/bench-web.json.
// A benchmark, not a test: the figures depend on the machine's load, so CI does not run it.
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const baseUrl = option('url', process.env.BENCH_URL ?? 'http://localhost:4200').replace(/\/$/, '');
const runs = Number(option('runs', process.env.BENCH_RUNS ?? 3));
const only = option('only', null);
// `--cpu-slowdown 1`: the same network, no CPU slow-down. A diagnosis, not the figures: if a metric
// barely moves, the network (bytes, round trips) bounds it, not the main thread.
const cpuSlowdown = Number(option('cpu-slowdown', 4));
// `--throttling-method devtools`: Chromium itself slows each request down (latency per request,
// bandwidth) instead of Lighthouse simulating it from an unthrottled load. Slower and noisier; it
// shows what a round trip saved is worth where the simulation reorders requests its own way.
const throttlingMethod = option('throttling-method', 'simulate');
if (!['simulate', 'devtools'].includes(throttlingMethod)) throw new Error('--throttling-method must be simulate or devtools');
if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown must be a number from 1');
const email = option('email', 'ben@northwind.test');
const password = option('password', 'rental-demo');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

// The cookie choice a returning visitor has made (klaro's map of services), so no notice covers the list.
const STORED_CONSENT = JSON.stringify({ 'google-tag-manager': false, 'map-tiles': false });
// The same switches as the e2e tests (e2e/portal/playwright.config.ts).
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const METRICS = [
  { audit: 'first-contentful-paint', label: 'first contentful paint', format: (v) => `${(v / 1000).toFixed(1)} s` },
  { audit: 'largest-contentful-paint', label: 'largest contentful paint', format: (v) => `${(v / 1000).toFixed(1)} s` },
  { audit: 'total-blocking-time', label: 'total blocking time', format: (v) => `${Math.round(v).toLocaleString('en-US')} ms` },
  { audit: 'cumulative-layout-shift', label: 'cumulative layout shift', format: (v) => v.toFixed(3) },
  { audit: 'total-byte-weight', label: 'transferred (total byte weight)', format: (v) => `${Math.round(v / 1024).toLocaleString('en-US')} KiB` },
];

// ---------------------------------------------------------------------------------------------
const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** A port nobody listens on now, for Chromium's DevTools endpoint (Lighthouse connects there). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Chromium with a profile of its own and a DevTools port, driven by Playwright (to sign in) and by
 * Lighthouse (which opens its own tab in the same default context, so it shares cookies and storage).
 * `viewport: null`: Playwright must not emulate a screen of its own on Lighthouse's tab.
 */
async function withChromium(work) {
  const profile = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    viewport: null,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    return await work({ context, port });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** One Lighthouse run; fails on a page Lighthouse could not load or that ended somewhere else. */
async function measure(port, path, { keepStorage }) {
  const url = `${baseUrl}${path}`;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Not the back/forward-cache check (a diagnostic of weight 0): it leaves the page and comes back,
    // which reloads the signed-in page and restores its session again, and the run could end with
    // that refresh call in flight. The server had rotated the token, the browser never stored the
    // new one, and the next run presented the spent one: reuse ends the session (the sign-in lost).
    skipAudits: ['bf-cache'],
    disableStorageReset: keepStorage,
    throttlingMethod,
    throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  // `--save-reports`: each run's whole Lighthouse report beside the summary, to look into a run.
  if (args.includes('--save-reports')) {
    await mkdir(join(root, 'reports'), { recursive: true });
    await writeFile(join(root, 'reports', `lighthouse-${path.replace(/\W+/g, '-')}-${Date.now()}.json`), result.report);
  }
  // `--save-traces`: each run's trace (open it in Chromium's Performance panel) to see which tasks block.
  if (args.includes('--save-traces')) {
    await mkdir(join(root, 'reports'), { recursive: true });
    await writeFile(join(root, 'reports', `trace-${path.replace(/\W+/g, '-')}-${Date.now()}.json`), JSON.stringify(result.artifacts.Trace));
  }
  if (args.includes('--lantern')) await writeLanternTimings(path, result, lhr);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== path) throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${url} (a redirect: is the sign-in lost?)`);
  const score = lhr.categories.performance.score;
  if (score === null) throw new Error(`No performance score for ${url}: ${JSON.stringify(lhr.runWarnings)}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round(score * 100),
    metrics: Object.fromEntries(METRICS.map((m) => [m.audit, lhr.audits[m.audit]?.numericValue ?? null])),
    requests: requests.map((r) => ({ url: r.url, status: r.statusCode, transferSize: r.transferSize })),
    // Where the main thread's time went (simulated 4× CPU), for finding what blocks (TBT, LCP).
    mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => ({ group: i.groupLabel, ms: Math.round(i.duration) })),
    scripts: (lhr.audits['bootup-time']?.details?.items ?? []).map((i) => ({ url: i.url, totalMs: Math.round(i.total), scriptingMs: Math.round(i.scripting), parseMs: Math.round(i.scriptParseCompile) })),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((i) => ({ url: i.url, startMs: Math.round(i.startTime), ms: Math.round(i.duration) })),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    warnings: lhr.runWarnings,
    environment: { lighthouse: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent, benchmarkIndex: lhr.environment.benchmarkIndex },
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/**
 * `--lantern`: how Lighthouse's simulation placed each request and main-thread task on the way to
 * the largest paint (pessimistic graph: every node that started before it), one line per node in
 * simulated start order, in reports/lantern-<page>.txt. A diagnosis for the critical chain: the
 * figures above say how long, this says what waited for what.
 */
async function writeLanternTimings(path, result, lhr) {
  const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps, HostDPR } = result.artifacts;
  const data = { trace: Trace, devtoolsLog: DevtoolsLog, gatherContext: GatherContext, settings: lhr.configSettings, URL, SourceMaps, HostDPR, simulator: null };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const lines = [...lcp.pessimisticEstimate.nodeTimings]
    .sort(([, a], [, b]) => a.startTime - b.startTime)
    .map(([node, t]) => {
      const what = node.type === 'network' ? `${node.request.resourceType ?? ''} ${node.request.url.replace(baseUrl, '')} ${Math.round(node.request.transferSize / 1024)} KiB` : `cpu ${Math.round(node.duration / 1000)} ms observed`;
      return `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`;
    });
  const header = `LCP optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)} ms, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)} ms, reported ${Math.round(lcp.timing)} ms`;
  await mkdir(join(root, 'reports'), { recursive: true });
  await writeFile(join(root, 'reports', `lantern-${path.replace(/\W+/g, '-')}.txt`), `${header}\n start    end  node\n${lines.join('\n')}\n`);
}

async function runPage(name, path, perRun) {
  const load = loadavg()[0];
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const result = await perRun();
    results.push(result);
    const m = result.metrics;
    console.info(`${name} run ${run}: score ${result.score}, FCP ${METRICS[0].format(m['first-contentful-paint'])}, LCP ${METRICS[1].format(m['largest-contentful-paint'])}` +
      (result.warnings.length ? ` (Lighthouse: ${result.warnings.join(' | ')})` : ''));
  }
  const medians = { score: median(results.map((r) => r.score)), ...Object.fromEntries(METRICS.map((m) => [m.audit, median(results.map((r) => r.metrics[m.audit]))])) };
  return { name, path, url: `${baseUrl}${path}`, loadAverageBefore: load, medians, runs: results };
}

// 1. The login page as a first-time visitor: Lighthouse's own storage reset empties the cache,
// cookies and local storage before each run.
const loginPage = () =>
  withChromium(({ port }) => runPage('login', '/auth/login', () => measure(port, '/auth/login', { keepStorage: false })));

// 2. The contracts list, signed in: sign in through the login page as a person would, then let
// Lighthouse load the list with the cookie and local storage kept.
const contractsPage = () =>
  withChromium(async ({ context, port }) => {
    await context.addInitScript((consent) => {
      if (localStorage.getItem('klaro') === null) localStorage.setItem('klaro', consent);
    }, STORED_CONSENT);
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(60_000);
    await page.goto(`${baseUrl}/auth/login`);
    await page.locator('input[type=email]').fill(email);
    await page.locator('input[type=password]').fill(password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/order/contracts');
    await page.waitForLoadState('networkidle');
    // Nothing of the portal keeps running beside Lighthouse's tab.
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const origin = new URL(baseUrl).origin;
    return runPage('contracts', '/order/contracts', async () => {
      // A cold load with the sign-in kept: the HTTP cache, a service worker and its caches go.
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
      const result = await measure(port, '/order/contracts', { keepStorage: true });
      const list = result.requests.find((r) => new URL(r.url).pathname === '/api/overview/contracts');
      if (!list || list.status !== 200) throw new Error(`The run did not load the contracts list (GET /api/overview/contracts: ${list ? list.status : 'not requested'})`);
      return result;
    });
  });

// ---------------------------------------------------------------------------------------------
try {
  const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
  if (!health.ok) throw new Error(`status ${health.status}`);
} catch (error) {
  console.error(`Nothing answers at ${baseUrl}/api/health (${error.cause?.code ?? error.message}): start the product first with \`npm start\`, or point BENCH_URL (or --url) at it.`);
  process.exit(1);
}

const pages = [];
if (only === null || only === 'login') pages.push(await loginPage());
if (only === null || only === 'contracts') pages.push(await contractsPage());

const environment = pages[0]?.runs[0]?.environment;
// The user agent says only "Chrome/156.0.0.0" (reduced): ask the binary.
const chromiumVersion = execFileSync(executablePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
console.info(`\nLighthouse ${environment?.lighthouse} (mobile preset: ${throttlingMethod === 'simulate' ? 'simulated' : 'applied'} slow 4G, ${cpuSlowdown}× CPU), ${runs} runs per page against ${baseUrl}; ` +
  `${cpus().length} × ${cpus()[0]?.model.trim()}, ${chromiumVersion}, ` +
  `benchmark index ${environment?.benchmarkIndex}`);
for (const page of pages) {
  console.info(`\n${page.path}${page.name === 'login' ? ' (first visit: cold cache, no storage)' : ' (signed in as ben, cookie choice stored, cold HTTP cache)'}, ` +
    `load average ${page.loadAverageBefore.toFixed(1)} before\n`);
  const head = ['metric', 'median', ...page.runs.map((_, i) => `run ${i + 1}`)];
  const body = [
    ['performance score', String(page.medians.score), ...page.runs.map((r) => String(r.score))],
    ...METRICS.map((m) => [m.label, m.format(page.medians[m.audit]), ...page.runs.map((r) => m.format(r.metrics[m.audit]))]),
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.info(line(head));
  console.info(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of body) console.info(line(r));
}

const report = join(root, 'reports', 'bench-web.json');
await mkdir(join(root, 'reports'), { recursive: true });
await writeFile(report, `${JSON.stringify({
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model.trim(), node: process.version, chromium: chromiumVersion },
  baseUrl,
  runsPerPage: runs,
  cpuSlowdown,
  throttlingMethod,
  pages,
}, null, 2)}\n`);
console.info(`\nSummary: ${report}`);

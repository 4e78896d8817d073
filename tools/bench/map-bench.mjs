// `npm run bench:map [-- --url http://localhost:4500 --runs 5]`: how long the assets page takes to
// show its list and its map with every asset that has a location (issue 11), measured in Debian's
// Chromium through Playwright against a running product (e.g. started with SEED_SCALE=20, see
// docs/performance.md). Signs in as anna for Northwind Bouw through the login page, then opens
// /asset/assets in a fresh page `runs` times and, on each, zooms the map in one level.
//
// What "all markers" means: the map clusters its points (supercluster) and draws only what is in
// view, so the signal is that the markers drawn account for every point: the counts of the cluster
// markers (a cluster's `title` is its exact count) plus one per single pin equal the number of the
// client's assets with a location (GET /api/assets/map-points, asked with the same sign-in).
import { chromium, request } from 'playwright';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const positional = args.find((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
const baseUrl = (option('url', positional ?? process.env.BENCH_URL ?? 'http://localhost:4500')).replace(/\/$/, '');
const runs = Number(option('runs', process.env.BENCH_RUNS ?? 5));
const email = option('email', 'anna@northwind.test');
const password = option('password', 'rental-demo');
const clientName = option('client', 'Northwind Bouw B.V.');
const timeout = Number(option('timeout', 60_000));
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

// ---------------------------------------------------------------------------------------------
// In the page: runs from the document's start (an init script), polls once per frame and notes
// performance.now() (milliseconds since navigation start) when each milestone is first reached.
function probe() {
  const marks = {};
  const bench = { marks, longTasks: [], expected: null };
  window.__mapBench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the figures stay empty.
  }
  const mark = (name) => {
    if (marks[name] === undefined) marks[name] = performance.now();
  };
  /** The markers Leaflet has drawn: clusters (with their count) and single pins. */
  const markerState = () => {
    const icons = document.querySelectorAll('[data-testid="points-map"] .leaflet-marker-pane .leaflet-marker-icon');
    let clusters = 0;
    let pins = 0;
    let represented = 0;
    for (const icon of icons) {
      if (/(^|[\s_])cluster/.test(icon.className)) {
        clusters++;
        const n = Number(icon.getAttribute('title'));
        represented += Number.isFinite(n) && n > 0 ? n : 0;
      } else {
        pins++;
        represented++;
      }
    }
    return { icons: icons.length, clusters, pins, represented };
  };
  bench.markerState = markerState;
  const visible = (el) => !!el && (typeof el.checkVisibility === 'function' ? el.checkVisibility() : el.getClientRects().length > 0);
  const tick = () => {
    if (visible(document.querySelector('table tbody tr'))) mark('firstRow');
    if (document.querySelector('[data-testid="points-map"] .leaflet-container')) mark('mapContainer');
    const state = markerState();
    if (state.icons > 0) mark('firstMarker');
    if (bench.expected !== null && state.represented === bench.expected) {
      mark('allMarkers');
      bench.atAllMarkers = state;
    }
    if (marks.firstRow === undefined || marks.allMarkers === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** In the page: clicks the map's zoom-in button and resolves when the markers have been redrawn. */
function zoomIn() {
  const bench = window.__mapBench;
  const pane = document.querySelector('[data-testid="points-map"] .leaflet-marker-pane');
  const container = document.querySelector('[data-testid="points-map"] .leaflet-container');
  const button = document.querySelector('[data-testid="points-map"] .leaflet-control-zoom-in');
  if (!pane || !container || !button) return Promise.reject(new Error('no map, marker pane or zoom-in button'));
  const before = bench.markerState();
  return new Promise((resolve) => {
    let lastChange = null;
    const observer = new MutationObserver(() => {
      lastChange = performance.now();
    });
    observer.observe(pane, { childList: true });
    const start = performance.now();
    button.click();
    // Settled: Leaflet's zoom animation is over and the marker pane has not changed for 300 ms.
    const check = () => {
      const now = performance.now();
      const animating = container.classList.contains('leaflet-zoom-anim');
      if (!animating && lastChange !== null && now - lastChange >= 300) {
        observer.disconnect();
        resolve({ ms: lastChange - start, before, after: bench.markerState() });
      } else if (now - start > 20_000) {
        observer.disconnect();
        resolve({ ms: null, before, after: bench.markerState() });
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

// ---------------------------------------------------------------------------------------------
const stats = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return { min: null, median: null, max: null };
  const mid = Math.floor(v.length / 2);
  return { min: v[0], median: v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2, max: v[v.length - 1] };
};
const fmt = (ms) => (ms === null || ms === undefined ? '—' : `${Math.round(ms).toLocaleString('en-US')} ms`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  // Desktop width: from 900 px the list and the map stand side by side (a phone shows one of them).
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  context.setDefaultTimeout(timeout);
  // The cookie notice stays closed (as in the e2e suite); the map tiles are not consented, so
  // no tile is fetched and the figures are the portal's own work, not a tile server's.
  await context.addInitScript(() => window.localStorage.setItem('klaro', JSON.stringify({ 'google-tag-manager': false })));

  // The number of assets with a location, from the API with the same credentials (in a session
  // of its own: its refresh cookie must not sign the browser in before the login page does).
  const api = await request.newContext({ baseURL: baseUrl });
  const login = await api.post('/api/auth/login', { data: { email, password } });
  if (!login.ok()) throw new Error(`API sign-in failed: ${login.status()} ${await login.text()}`);
  const { accessToken } = await login.json();
  const auth = { Authorization: `Bearer ${accessToken}` };
  const clients = await (await api.get('/api/corporate-clients', { headers: auth })).json();
  const client = clients.find((c) => c.name === clientName) ?? clients.find((c) => String(c.name).startsWith(clientName.split(' ')[0]));
  if (!client) throw new Error(`${email} is not in ${clientName} (clients: ${clients.map((c) => c.name).join(', ')})`);
  const headers = { ...auth, 'X-Corporate-Client': client.externalUuid };
  const pointsStarted = Date.now();
  const pointsAnswer = await api.get('/api/assets/map-points', { headers });
  const pointsMs = Date.now() - pointsStarted;
  if (!pointsAnswer.ok()) throw new Error(`map-points: ${pointsAnswer.status()}`);
  const pointsBody = await pointsAnswer.body();
  const expected = JSON.parse(pointsBody.toString()).items.length;
  const list = await (await api.get('/api/assets?page=1', { headers })).json();
  console.info(`${clientName}: ${list.total.toLocaleString('en-US')} assets in the list, ${expected.toLocaleString('en-US')} with a location ` +
    `(map-points answer ${Math.round(pointsBody.length / 1024)} KB in ${pointsMs} ms)`);
  await api.dispose();

  // Sign in through the login page, as a person would.
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Email address').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
  if (page.url().endsWith('/instances')) await page.getByRole('button', { name: clientName }).click();
  await page.waitForURL((url) => !/\/auth\/login|\/instances/.test(url.pathname));
  await page.waitForLoadState('networkidle');
  await page.close();

  const rows = [];
  for (let run = 1; run <= runs; run++) {
    const tab = await context.newPage();
    await tab.addInitScript(probe);
    await tab.goto('/asset/assets', { waitUntil: 'commit' });
    await tab.evaluate((n) => {
      window.__mapBench.expected = n;
    }, expected);
    await tab.waitForFunction(() => window.__mapBench.marks.allMarkers !== undefined && window.__mapBench.marks.firstRow !== undefined, null, { polling: 100 });
    const load = await tab.evaluate(() => {
      const b = window.__mapBench;
      const points = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/assets/map-points'));
      const listAnswer = performance.getEntriesByType('resource').find((e) => /\/api\/assets\?|\/api\/assets$/.test(e.name));
      const until = b.marks.allMarkers;
      const blocking = b.longTasks.filter((t) => t.start < until);
      return {
        marks: b.marks,
        state: b.atAllMarkers,
        pointsResponseEnd: points?.responseEnd ?? null,
        listResponseEnd: listAnswer?.responseEnd ?? null,
        longestTask: blocking.reduce((m, t) => Math.max(m, t.duration), 0),
        blockingTime: blocking.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
      };
    });
    // Let the page settle (fonts, idle callbacks) before the interaction.
    await tab.waitForTimeout(500);
    const zoom = await tab.evaluate(zoomIn);
    rows.push({ run, ...load, zoom });
    console.info(`run ${run}: first row ${fmt(load.marks.firstRow)}, all ${expected} points on the map ${fmt(load.marks.allMarkers)} ` +
      `(${load.state.clusters} clusters + ${load.state.pins} pins), map-points answered ${fmt(load.pointsResponseEnd)}, ` +
      `longest task ${fmt(load.longestTask)}; zoom in ${fmt(zoom.ms)} (${zoom.before.icons} → ${zoom.after.icons} markers)`);
    await tab.close();
  }

  // Issue 32's budget: the map draws every point within 1 s of its data arriving.
  const sinceData = (r) => (r.pointsResponseEnd === null ? null : r.marks.allMarkers - r.pointsResponseEnd);
  const table = [
    ['list: first row visible', rows.map((r) => r.marks.firstRow)],
    ['map: container on screen', rows.map((r) => r.marks.mapContainer)],
    ['map: first marker', rows.map((r) => r.marks.firstMarker)],
    ['map: all points drawn', rows.map((r) => r.marks.allMarkers)],
    ['map: all drawn after its points arrived', rows.map((r) => sinceData(r))],
    ['API: map-points answered (responseEnd)', rows.map((r) => r.pointsResponseEnd)],
    ['API: list page answered (responseEnd)', rows.map((r) => r.listResponseEnd)],
    ['main thread: longest task until all drawn', rows.map((r) => r.longestTask)],
    ['main thread: blocking time until all drawn', rows.map((r) => r.blockingTime)],
    ['zoom in one level → markers redrawn', rows.map((r) => r.zoom.ms)],
  ];
  console.info(`\nAssets page, ${clientName}: ${list.total.toLocaleString('en-US')} assets, ${expected.toLocaleString('en-US')} on the map; ` +
    `${runs} fresh loads of ${baseUrl}/asset/assets (times from navigation start)\n`);
  const head = ['metric', 'min', 'median', 'max'];
  const body = table.map(([name, values]) => {
    const s = stats(values);
    return [name, fmt(s.min), fmt(s.median), fmt(s.max)];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.info(line(head));
  console.info(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of body) console.info(line(r));
  const drawn = stats(rows.map(sinceData)).max;
  console.info(`\nbudget: every point drawn within 1,000 ms of the map's data arriving: slowest run ${fmt(drawn)} — ${drawn !== null && drawn <= 1000 ? 'within' : 'OVER'}`);
  if (process.env.BENCH_JSON) console.info(JSON.stringify({ baseUrl, assets: list.total, withLocation: expected, rows }));
} finally {
  await browser.close();
}

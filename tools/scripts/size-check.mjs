// Size budget (issue 2): the gzip size of the JavaScript the first page load needs (the entry and
// everything it imports statically, from Vite's manifest) and of each lazy chunk.
// Fails when the first load is over 170 KB gzip or its CSS over 50 KB gzip. The first load is also
// shown in brotli (quality 11, as the build precompresses it), which is what browsers receive.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist/apps/portal';
const budgets = { firstLoadJs: 170, css: 50 };
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const kb = (bytes) => bytes / 1024;
const gzipKb = (file) => kb(gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
const brotliKb = (file) =>
  kb(brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest');

// Walk the static imports: all of it loads before the first render.
const firstLoad = new Set();
const css = new Set();
const walk = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  (chunk.css ?? []).forEach((file) => css.add(file));
  (chunk.imports ?? []).forEach(walk);
};
walk(entryKey);
// Stylesheets the page preloads (the cookie notice's, loaded with import() so they do not block the
// loader's paint; issue 14) are part of the first load all the same.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
for (const [, href] of html.matchAll(/<link rel="preload" as="style" href="\/([^"]+)"/g)) css.add(href);

const lazy = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js') && !firstLoad.has(f));
const lazyCss = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))].filter((f) => !css.has(f));
const sum = (files, size = gzipKb) => [...files].reduce((total, file) => total + size(file), 0);
const row = (label, value) => console.info(`${value.toFixed(1).padStart(8)} KB  ${label}`);
const row2 = (label, gzip, brotli) => console.info(`${gzip.toFixed(1).padStart(8)} KB ${brotli.toFixed(1).padStart(8)} KB  ${label}`);

console.info('First page load (gzip, brotli):');
[...firstLoad, ...css].forEach((file) => row2(file, gzipKb(file), brotliKb(file)));
const firstLoadJs = sum(firstLoad);
const firstCss = sum(css);
console.info('\nLazy chunks (gzip):');
lazy.map((file) => [file, gzipKb(file)]).sort((a, b) => b[1] - a[1]).forEach(([file, size]) => row(file, size));
lazyCss.forEach((file) => row(file, gzipKb(file)));

// What opening each route costs on top of the first load: its split chunks and what they import.
console.info('\nRoutes (gzip, beyond the first load):');
const routeCost = {};
for (const key of Object.keys(manifest)) {
  const route = /src\/routes\/(.+)\.tsx\?tsr-split/.exec(key)?.[1];
  if (!route) continue;
  const files = new Set();
  const collect = (k) => {
    const c = manifest[k];
    if (!c || firstLoad.has(c.file) || files.has(c.file)) return;
    files.add(c.file);
    (c.imports ?? []).forEach(collect);
  };
  collect(key);
  routeCost[route] = new Set([...(routeCost[route] ?? []), ...files]);
}
Object.entries(routeCost)
  .map(([route, files]) => [route, sum(files)])
  .sort((a, b) => b[1] - a[1])
  .forEach(([route, size]) => row(`/${route.replace(/\/index$/, '').replace(/^index$/, '')}`, size));

// The chunks a start reaches from `keys` through static imports, left out those in `skip`.
const reachable = (keys, skip = new Set()) => {
  const found = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || found.has(key) || skip.has(chunk.file)) return;
    found.add(key);
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return [...found].map((key) => manifest[key]);
};

// The signed-in pages' shared chunk (apps/portal/vite.config.ts, issue 14) must stay off a first
// visit: neither the first load, nor what index.html preloads for every start, nor the sign-in pages
// may import it.
const signedInShared = (file) => /(^|\/)signed-in-common[-~]/.test(file);
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map(([, href]) => keyOfFile.get(href));
const startupLoads = reachable(preloaded).map((chunk) => chunk.file);
const signInLoads = [...firstLoad, ...startupLoads, ...Object.entries(routeCost).filter(([route]) => route.startsWith('auth/')).flatMap(([, files]) => [...files])];
const signInLeak = signInLoads.filter(signedInShared);
// import() waits for the stylesheets of the chunk it loads: the HTTP library, which every start
// asks for and the session restore waits for, must bring none.
const startupModules = Object.keys(manifest).filter((key) => /data-access-http\/src\/lib\/http-client\.ts$/.test(key));
const startupCss = new Set(reachable(startupModules, firstLoad).flatMap((chunk) => chunk.css ?? []));

// index.html's early requests for a returning signed-in visit (ADR 0012): its inline scripts must be
// the ones the API allows (index.csp.json, else the browser blocks them), and every file it names
// must exist, the signed-in kit among them.
const inlineScripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
  .filter(([, attributes = '']) => !/\ssrc=|\stype="(?!module|text\/javascript)/.test(attributes))
  .map(([, , code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
const allowedScripts = existsSync(join(dist, 'index.csp.json')) ? JSON.parse(readFileSync(join(dist, 'index.csp.json'), 'utf8')).scriptSrc : [];
const blockedScripts = inlineScripts.filter((hash) => !allowedScripts.includes(hash));
const preloadJson = /<script type="application\/json" id="signed-in-preload">([^<]*)<\/script>/.exec(html)?.[1];
const signedInPreload = preloadJson ? JSON.parse(preloadJson) : null;
const preloadFiles = signedInPreload ? [...signedInPreload.scripts, ...signedInPreload.styles, ...Object.values(signedInPreload.catalogues).flat()] : [];
const missingPreloads = preloadFiles.filter((url) => !existsSync(join(dist, url)));

console.info(`\nFirst-load JavaScript: ${firstLoadJs.toFixed(1)} KB gzip (budget ${budgets.firstLoadJs} KB), ${sum(firstLoad, brotliKb).toFixed(1)} KB brotli`);
console.info(`First-load CSS: ${firstCss.toFixed(1)} KB gzip (budget ${budgets.css} KB), ${sum(css, brotliKb).toFixed(1)} KB brotli`);
const failures = [
  firstLoadJs > budgets.firstLoadJs && `first-load JavaScript is ${firstLoadJs.toFixed(1)} KB, over ${budgets.firstLoadJs} KB`,
  firstCss > budgets.css && `CSS is ${firstCss.toFixed(1)} KB, over ${budgets.css} KB`,
  startupCss.size > 0 && `the startup chunks bring stylesheets (${[...startupCss].join(', ')}), which the session restore would wait for`,
  signInLeak.length > 0 && `the sign-in pages load the signed-in pages' shared chunk (${signInLeak.join(', ')}): a module they use matches that chunk's group`,
  blockedScripts.length > 0 && `index.html has inline scripts that index.csp.json does not allow (${blockedScripts.join(', ')}): the browser would block them`,
  !signedInPreload?.scripts.some(signedInShared) && `index.html's signed-in preload does not name the signed-in pages' shared chunk`,
  missingPreloads.length > 0 && `index.html's signed-in preload names files the build does not have (${missingPreloads.join(', ')})`,
].filter(Boolean);
if (failures.length) {
  failures.forEach((f) => console.error(`Size budget exceeded: ${f}`));
  process.exit(1);
}
console.info('Size budgets met.');

// After `vite build` and `vite build --ssr src/first-load/first-screen.tsx` (the portal's build):
// writes the sign-in page as HTML, one file per opCo with every language in it, so that a first
// visit paints the real page before any JavaScript has arrived (issue 14). Likewise the signed-in
// pages' shell (layout and heading above the placeholder rows) for each page whose pending state
// has the page's heading, which a returning signed-in visit paints at once. The API sends them for
// their paths (apps/api/src/http/first-screen.ts); every other path still gets index.html.
//
//   dist/apps/portal/first-screen/login-<opCo>.html (+ .br, .gz)
//   dist/apps/portal/first-screen/shell-<page>-<opCo>.html (+ .br, .gz), e.g. shell-order-contracts-nl.html
//   dist/apps/portal/first-screen/csp.json   the inline script's hash, for the pages' CSP, and the
//                                            shells' paths ({ "/order/contracts": "order-contracts" })
//
// The page's markup comes from the app's own components (apps/portal/src/prerender); the inline
// script (first-screen-boot.js) picks the visitor's language before the first paint and loads the
// app after it; the app then takes the page over (first-screen-takeover.ts).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const dist = join(root, 'dist/apps/portal');
const out = join(dist, 'first-screen');
const prerender = await import(pathToFileURL(join(root, 'dist/portal-prerender/first-screen.js')).href);
const boot = (await readFile(join(root, 'apps/portal/src/first-load/first-screen-boot.js'), 'utf8')).trim();
const index = await readFile(join(dist, 'index.html'), 'utf8');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The app's code: index.html loads it at once; the prerendered page loads it after its first paint.
const entry = index.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
const preload = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
if (!entry) throw new Error('index.html has no module script: is this the output of vite build?');

// The build's stylesheets, read once for every opCo's page.
const sheets = await Promise.all(
  (await readdir(join(dist, 'assets'))).filter((f) => f.endsWith('.css')).map(async (f) => ({ href: `/assets/${f}`, css: await readFile(join(dist, 'assets', f), 'utf8') })),
);

/** Every stylesheet that defines a class the page uses, smallest first, beyond those already linked. */
function stylesheetsFor(markup, linked) {
  const used = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter((c) => /^(m_[0-9a-f]+|_[\w-]+_[a-z0-9]{5}_\d+)$/.test(c)));
  const has = (sheet, cls) => new RegExp(`\\.${cls}(?![\\w-])`).test(sheet.css);
  const chosen = sheets.filter((s) => linked.includes(s.href));
  for (const cls of used) {
    if (chosen.some((s) => has(s, cls))) continue;
    const sheet = sheets.filter((s) => has(s, cls)).sort((a, b) => a.css.length - b.css.length)[0];
    if (!sheet) throw new Error(`No stylesheet defines .${cls}`);
    chosen.push(sheet);
  }
  return chosen.map((s) => s.href).filter((href) => !linked.includes(href));
}

/**
 * index.html's head for a prerendered page: without the app's scripts, which the boot script adds
 * after the first paint so that nothing competes with what paints it; with the opCo's title and
 * icon, the page's stylesheets and images. The sign-in page leaves out index.html's early requests
 * for a returning signed-in visit (signed-in-preload.js) and links the startup chunks' styles (the
 * cookie notice's), which it paints with. A signed-in page's shell keeps those early requests but
 * has them wait for the first paint too (`data-after-paint`), and leaves the notice's styles to the
 * app, which asks for them when it needs them.
 */
function headFor(opCo, extraSheets, images, { signedIn }) {
  const { title } = prerender.brandingFor(opCo);
  const head = index
    .slice(index.indexOf('<head>'), index.indexOf('</head>'))
    .replace(/\s*<script type="module"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/href="\/assets\/opco\/[a-z]+\/favicon\.svg"/, `href="/assets/opco/${opCo}/favicon.svg"`);
  const adapted = signedIn
    ? head
        .replace('<script type="application/json" id="signed-in-preload">', '<script type="application/json" id="signed-in-preload" data-after-paint>')
        .replace(/\s*<link rel="preload" as="style" href="[^"]+" crossorigin="">/g, '')
    : head
        .replace(/\s*<script type="application\/json" id="signed-in-preload">[^<]*<\/script>/, '')
        .replace(/\s*<script data-signed-in-preload>[\s\S]*?<\/script>/, '')
        .replace(/<link rel="preload" as="style" (href="[^"]+") crossorigin="">/g, '<link rel="stylesheet" crossorigin $1>');
  if (signedIn && !adapted.includes('data-after-paint')) throw new Error('index.html has no signed-in-preload element: the shell would ask for the kit before its first paint.');
  return (
    adapted +
    extraSheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('') +
    images.map((href) => `<link rel="preload" as="image" href="${href}">`).join('')
  );
}

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
// What the page shows depends on the opCo only; the addresses are never called while rendering.
const baseConfig = {
  isProduction: true,
  env: 'prod',
  apiUrl: '/api',
  apiUrlUsermgmt: '/api/usermgmt',
  apiUrlRequest: '/api/request',
  apiUrlOverview: '/api/overview',
  baseUrl: '',
  sentryDsn: null,
  legacyIssuers: [],
  maintenanceMode: false,
  mapTileUrl: null,
  gtmContainerId: null,
  release: 'prerender',
};
const bootTag = `<script>${boot}</script>`;
const appTag = `<script type="application/json" id="first-screen-app">${JSON.stringify({ entry, preload })}</script>`;
const shellAppTag = `<script type="application/json" id="first-screen-app">${JSON.stringify({ entry, preload, signedIn: true })}</script>`;
const linked = [...index.matchAll(/<link rel="(?:stylesheet|preload" as="style)"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]);

/**
 * One page's templates, a `<template id="first-screen-<locale>">` per language, with the images React
 * listed and the theme's style tags (the same in every language) taken out for the head.
 */
function templatesOf(markups) {
  const images = new Set();
  const themeStyles = new Set();
  const templates = markups.map(({ locale, markup }) => {
    // React lists the images it saw as preload links; they go once into the head instead.
    let html = markup.replace(/<link rel="preload" as="image" href="([^"]+)"\/>/g, (_, href) => (images.add(href), ''));
    // The theme's variables and responsive classes are the same in every language: once, in the head.
    html = html.replace(/<style data-mantine-styles="(?:true|classes)">[^<]*<\/style>/g, (style) => (themeStyles.add(style), ''));
    return `<template id="first-screen-${locale}">${html}</template>`;
  });
  return { templates, images: [...images], themeStyles: [...themeStyles], allMarkup: templates.join('') };
}

/** Writes a page with its brotli and gzip copies beside it, and says how large it is. */
async function writePage(name, html) {
  const file = join(out, name);
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
  await writeFile(file, html);
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
  console.info(`first-screen/${name}: ${(html.length / 1024).toFixed(1)} KB, ${(brotli.length / 1024).toFixed(1)} KB brotli`);
}

/** index.html's body with the templates before #root and the given scripts at its end. */
const bodyWith = (templates, scripts) =>
  // Replacement functions, not strings: `$&` or `$'` in a text would otherwise be read as patterns.
  index.slice(index.indexOf('<body>'), index.indexOf('</body>')).replace('<div id="root">', () => `${templates.join('')}<div id="root">`) + scripts;

// The signed-in pages' shell keeps index.html's early requests (after its first paint): only the
// stylesheets it applies count as linked.
const applied = [...index.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]);
// Mantine's rules share one layer, where the later rule wins, and a stylesheet stays where it was
// first linked: the shell links its sheets in the order the app's own start links them, which is
// the sign-in page's (index.html's, then the sign-in chunk's), then the signed-in kit's (ADR 0013).
const signedInStyles = JSON.parse(index.match(/<script type="application\/json" id="signed-in-preload">([^<]*)<\/script>/)?.[1] ?? '{"styles":[]}').styles;
const inOrder = (hrefs, order) => [...hrefs].sort((a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity));
const shellPaths = {};
/** The paths that have a shell: found by the first opCo and language's render, which tries every route. */
let shellPathList;

for (const opCo of prerender.opCos) {
  const config = { ...baseConfig, opCo };
  const login = [];
  const shells = new Map();
  for (const locale of prerender.supportedLocales) {
    login.push({ locale, markup: await prerender.renderFirstScreen(config, locale) });
    const rendered = await prerender.renderSignedInShells(config, locale, shellPathList);
    shellPathList ??= rendered.map((shell) => shell.path);
    for (const { path, markup } of rendered) {
      if (!shells.has(path)) shells.set(path, []);
      shells.get(path).push({ locale, markup });
    }
  }
  const page = templatesOf(login);
  const loginSheets = stylesheetsFor(page.allMarkup, linked);
  const head = headFor(opCo, loginSheets, page.images, { signedIn: false }) + page.themeStyles.join('');
  const appOrder = [...linked, ...loginSheets, ...signedInStyles];
  await writePage(`login-${opCo}.html`, `<!doctype html>\n<html lang="en-US" data-mantine-color-scheme="light">\n  ${head}</head>\n  ${bodyWith(page.templates, appTag + bootTag)}</body>\n</html>\n`);

  for (const [path, markups] of shells) {
    const shell = templatesOf(markups);
    const slug = path.replace(/^\//, '').replace(/\//g, '-');
    shellPaths[path] = slug;
    const shellHead = headFor(opCo, inOrder(stylesheetsFor(shell.allMarkup, applied), appOrder), shell.images, { signedIn: true }) + shell.themeStyles.join('');
    await writePage(
      `shell-${slug}-${opCo}.html`,
      `<!doctype html>\n<html lang="en-US" data-mantine-color-scheme="light">\n  ${shellHead}</head>\n  ${bodyWith(shell.templates, shellAppTag + bootTag)}</body>\n</html>\n`,
    );
  }
}
const scriptHash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
// A shell's page runs index.html's early-request script and the boot script: its policy allows both
// (apps/api first-screen.ts).
await writeFile(join(out, 'csp.json'), `${JSON.stringify({ scriptSrc: [scriptHash], signedInShells: shellPaths }, null, 2)}\n`);

import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineComponentStyles } from './src/first-load/build/mantine-styles';
import { contractYieldPoints } from './src/first-load/build/yield-points';
import { firstLoadAwarePreload } from './src/first-load/build/preload';

const here = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env['API_URL'] ?? 'http://localhost:3333';
const preload = firstLoadAwarePreload();
const brotliMax = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const gzipMax = { level: 9 };
/** The domain (`order`, `asset`, …) of a module in a domain's feature or data-access library. */
const domainOf = (id: string) => /[\\/]libs[\\/]([^\\/]+)[\\/](?:feature|data-access)[\\/]/.exec(id)?.[1] ?? null;

// `vite build --ssr src/first-load/first-screen.tsx`: the same sources for Node, to prerender the
// sign-in page into HTML (src/first-load/build/prerender-first-screen.mjs, issue 14). Only what compiles
// the sources: no service worker, compression or preload lists.
const prerenderBuild = defineConfig({
  root: here,
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: false }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
  ],
  build: { outDir: '../../dist/portal-prerender', emptyOutDir: true, target: 'node20', sourcemap: false, minify: false },
});

export default defineConfig((env) => (env.isSsrBuild ? prerenderBuild : clientBuild));

const clientBuild = defineConfig({
  root: here,
  plugins: [
    // The router plugin goes first: it splits every route's component into its own chunk. The loader
    // goes with the component: it brings the domain's data access (and the contract's schema
    // library), which the first page load must not carry; one chunk, so no second round trip.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
    }),
    preload.plugin,
    mantineComponentStyles(),
    // Each schema module of the API contract evaluated in a task of its own (first-load/build/yield-points.ts).
    contractYieldPoints(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    VitePWA({
      // Registered from code, and only in qa, pp and prod (spec §4): see src/app/service-worker.ts.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Atlas Portal',
        short_name: 'Atlas',
        theme_color: '#0b4f8a',
        background_color: '#ffffff',
        display: 'standalone',
        icons: [{ src: '/assets/opco/nl/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // The ~270 flags are fetched only when a flag is shown, then kept: never all at install.
        globIgnores: ['**/assets/flags/**'],
        runtimeCaching: [{ urlPattern: /\/assets\/flags\//, handler: 'CacheFirst', options: { cacheName: 'flags' } }],
        navigateFallbackDenylist: [/^\/api\//, /^\/assets\/config\.json/],
      },
    }),
    // Every text file over 1 KB also as .br and .gz, compressed once here at the highest levels,
    // which would be too slow per request; the API sends the one the browser accepts
    // (apps/api/src/http/portal.ts, preCompressed). The originals stay, for clients that take
    // neither. The service worker's precache lists none of them (globPatterns end in the
    // original extensions): it caches what the browser decoded.
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
      // Vite's manifest is read by tools at build time, never served to a browser.
      exclude: /(^|\/)\.vite\//,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', brotliMax), defineAlgorithm('gzip', gzipMax)],
    }),
    precompressServiceWorker(),
  ],
  build: {
    outDir: '../../dist/apps/portal',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: {
        // Each flag is a chunk (or an SVG) of its own, in a folder the service worker leaves out.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes('/flag-icons/') ? 'assets/flags/[name]-[hash].js' : 'assets/[name]-[hash].js'),
        assetFileNames: (asset) => (asset.originalFileNames.some((f) => f.includes('flag-icons/')) ? 'assets/flags/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]'),
        codeSplitting: {
          // Fewer, larger chunks (issue 14): automatic chunking gave every set of routes sharing a module
          // its own chunk, and a signed-in list page asked for 94 files, each a request that waits
          // its turn on a phone's connections. In order of priority:
          groups: [
            // Every route file's stub (what stays in the first load: search validation and the lazy
            // imports), with one shared list of chunks to preload: a stub chunk per route, each with
            // its own list, cost about 1 KB of first load per route.
            // The global styles go here too, as this chunk's first module: its stylesheet is the page's
            // first, and Mantine's global rules must come before every component's (app/global-styles.ts;
            // first-load/build/mantine-styles.ts checks it).
            { name: 'routes', test: /[\\/]src[\\/]routes[\\/][^?]*\.tsx$|[\\/]src[\\/]app[\\/]global-styles\.ts$/, priority: 5 },
            // The rest of what index.html's script imports statically (`$initial`), in one file.
            { name: 'first-load', tags: ['$initial'], test: (id) => !/[\\/]src[\\/]main\.tsx$|index\.html/.test(id), priority: 4 },
            // What every start loads although nothing imports it statically: the HTTP library for the
            // session restore, with what it imports. No stylesheet: import() waits for a chunk's
            // stylesheet, and the session restore must not (the size check fails if it has one).
            { name: 'first-visit', test: /[\\/]data-access-http[\\/]src[\\/]lib[\\/]http-client\.ts$/, priority: 3 },
            // The cookie notice, mounted on every start, with its components' styles; index.html asks
            // for both at once (first-load/build/preload.ts).
            { name: 'cookie-notice', test: /[\\/]src[\\/]app[\\/]Consent\.tsx$/, priority: 3 },
            // The sign-in pages, with what they import (so a module they share with the signed-in
            // pages is not the signed-in kit's, which a first visit must not load).
            { name: 'sign-in', test: /[\\/]src[\\/]routes[\\/]auth[\\/]/, priority: 2 },
            // Library code that six or more lazy chunks share: in practice the signed-in pages' kit
            // (Mantine's lists, menus and dialogs, the list components, the contract's schemas). Not the
            // language bundles' helpers (every start loads one of those), nor a domain's feature
            // library (its own pages share it). Six, not three: at three, what a few forms share (the
            // company pages, number and postcode inputs) joined the kit, and every list page downloaded
            // it; at six the contracts page needs 18 KB gzip less, in three more small files that
            // load beside its route's chunk. The size check fails if a first visit ever loads this
            // chunk (tools/scripts/size-check.mjs).
            {
              name: 'signed-in-common',
              test: (id) => /[\\/](node_modules|libs)[\\/]/.test(id) && !/[\\/]util-i18n[\\/]|[\\/]libs[\\/][^\\/]+[\\/]feature[\\/]/.test(id),
              minShareCount: 6,
              priority: 1,
            },
            // A domain's own code that two or more of its lazy chunks share (its links, labels, list
            // parameters, fetchers), in one file per domain: left to the automatic chunking, each set of
            // pages sharing a module got a chunk of its own, and the contracts page asked for a second
            // round of tiny files after the first. Only the domain's modules: a library they import
            // (Mantine's radio buttons, say) stays where it is, so the header never loads a domain's kit.
            {
              name: (id: string) => {
                const domain = domainOf(id);
                return domain && `${domain}-kit`;
              },
              minShareCount: 2,
              includeDependenciesRecursively: false,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 4200,
    strictPort: true,
    // The Host header stays localhost:4200, so the config the API hands out points back at this
    // server and every call goes through the proxy (same origin: cookies and CSP as in production).
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/assets/config.json': { target: apiTarget, changeOrigin: false },
    },
  },
});

/**
 * vite-plugin-pwa writes sw.js and the workbox runtime when the bundle is closed, after
 * compression() has run: compress them the same way once they exist (after the PWA plugin's own
 * sequential closeBundle).
 */
function precompressServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress-service-worker',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await readdir(outDir)).filter((file) => /^(sw|workbox-[\w-]+)\.js$/.test(file));
        for (const file of files) {
          const source = await readFile(join(outDir, file));
          await writeFile(join(outDir, `${file}.br`), brotliCompressSync(source, brotliMax));
          await writeFile(join(outDir, `${file}.gz`), gzipSync(source, gzipMax));
        }
      },
    },
  };
}

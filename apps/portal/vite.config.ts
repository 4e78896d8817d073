import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadAwarePreload } from './vite.preload';

const here = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env['API_URL'] ?? 'http://localhost:3333';
const preload = firstLoadAwarePreload();

export default defineConfig({
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
  ],
  build: {
    outDir: '../../dist/apps/portal',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // Every route file's stub (what stays in the first load: search validation and the lazy imports)
    // goes into one chunk, with one shared list of chunks to preload: one stub chunk per route, each
    // with its own list, cost about 1 KB of first load per route.
    rolldownOptions: {
      output: {
        // Each flag is a chunk (or an SVG) of its own, in a folder the service worker leaves out.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.includes('/flag-icons/') ? 'assets/flags/[name]-[hash].js' : 'assets/[name]-[hash].js'),
        assetFileNames: (asset) => (asset.originalFileNames.some((f) => f.includes('flag-icons/')) ? 'assets/flags/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]'),
        codeSplitting: {
          groups: [{ name: 'routes', test: /[\\/]src[\\/]routes[\\/][^?]*\.tsx$/ }],
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

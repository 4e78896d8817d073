import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig, Rollup } from 'vite';

// Lazy chunks carry the list of chunks to preload with them (`__vite__mapDeps`), and the route stubs
// holding those lists are part of the first page load. Chunks the entry imports statically are already
// loaded when any lazy chunk is asked for, so they are left out of every list: shorter stubs in the
// first load, the same preloading of what is really missing (`resolveDependencies` below).

/** A locale's whole catalogue (not the first screen's, in bundles/first/). */
const wholeCatalogue = /[\\/]util-i18n[\\/]src[\\/]lib[\\/]bundles[\\/]([^/\\]+)\.ts$/;
/** What a returning signed-in visit asks for early (signed-in-preload.js), from this build. */
type SignedInFiles = { scripts: string[]; styles: string[]; catalogues: Record<string, string[]> };
/** The hashes of index.html's inline scripts, for the page's Content-Security-Policy (the API reads it). */
export const INLINE_SCRIPT_HASHES = 'index.csp.json';
/** The inline script itself, without its comments: it travels with every page. */
const signedInPreload = readFileSync(new URL('../signed-in-preload.js', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => !/^\s*\/\//.test(line))
  .map((line) => line.trim())
  .join('\n')
  .trim();

export function firstLoadAwarePreload() {
  const firstLoad = new Set<string>();
  // Chunks every start needs although nothing imports them statically (issue 14): the HTTP library
  // (the session-restore call), the cookie notice's chunk (mounted on every start) and the default
  // language's first-screen catalogue. The page names them and what they import, so they download with the
  // entry instead of after it has run.
  const startupModules = ['/data-access-http/src/lib/http-client.ts', '/apps/portal/src/app/Consent.tsx', '/util-i18n/src/lib/bundles/first/en-US.ts'];
  const startupChunks = new Set<string>();
  // Their stylesheets (the cookie notice's components): import() waits for a chunk's stylesheets, so
  // the page asks for them at once too, as preloads that do not block its first paint.
  const startupStyles = new Set<string>();
  let signedIn: SignedInFiles = { scripts: [], styles: [], catalogues: {} };
  let outDir = '';
  const plugin: Plugin = {
    name: 'portal:first-load-chunks',
    apply: 'build',
    configResolved: (config: ResolvedConfig) => void (outDir = resolve(config.root, config.build.outDir)),
    generateBundle: {
      // Before Vite writes the preload lists, which happens in its own generateBundle.
      order: 'pre',
      handler(_options, bundle) {
        firstLoad.clear();
        startupChunks.clear();
        startupStyles.clear();
        const withImports = (fileName: string) => {
          const chunk = bundle[fileName];
          if (startupChunks.has(fileName) || chunk?.type !== 'chunk') return;
          startupChunks.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => startupStyles.add(css));
          chunk.imports.forEach(withImports);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && startupModules.some((m) => chunk.facadeModuleId?.endsWith(m))) withImports(chunk.fileName);
        }
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (firstLoad.has(fileName) || chunk?.type !== 'chunk') return;
          firstLoad.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
        signedIn = signedInFiles(bundle, (fileName) => firstLoad.has(fileName) || startupChunks.has(fileName));
      },
    },
    // After every plugin has written its files: the page as it is served, hashed.
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const html = await readFile(join(outDir, 'index.html'), 'utf8');
        await writeFile(join(outDir, INLINE_SCRIPT_HASHES), `${JSON.stringify({ scriptSrc: inlineScriptHashes(html) }, null, 2)}\n`);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html: string, { bundle }) => {
        const title = html.indexOf('</title>');
        if (title < 0) throw new Error('index.html has no title to put the signed-in preload after');
        // The early script reads the startup configuration through this preload (signed-in-preload.js).
        const configPreload = html.indexOf('href="/assets/config.json"');
        if (configPreload < 0 || configPreload > title) throw new Error("index.html must preload /assets/config.json before its title (the early script reads it)");
        // Only files the bundle still has: Vite drops a chunk that held only CSS after generateBundle's start.
        const kept = (urls: string[]) => urls.filter((url) => !bundle || url.slice(1) in bundle);
        const files: SignedInFiles = {
          scripts: kept(signedIn.scripts),
          styles: kept(signedIn.styles),
          catalogues: Object.fromEntries(Object.entries(signedIn.catalogues).map(([locale, urls]) => [locale, kept(urls)])),
        };
        const linked = (href: string) => html.includes(`href="/${href}"`);
        return {
          // Right after the title: before the page's stylesheets, which an inline script waits for.
          html: html.replace('</title>', () => `</title>\n    ${signedInPreloadTags(files)}`),
          // `crossorigin` as Vite's own loader sets it on the stylesheet link, so the preload is reused.
          tags: [...startupStyles]
            .filter((href) => !linked(href))
            .map((href): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${href}`, crossorigin: '' }, injectTo: 'head' })),
        };
      },
    },
  };
  // The page itself preloads the whole first load and the startup chunks (one round trip instead
  // of one per level of imports); lazy chunks list only what the first load does not hold.
  const resolveDependencies = (_fileName: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'html' ? [...new Set([...deps, ...[...startupChunks].filter((c) => !firstLoad.has(c))])] : deps.filter((dep) => !firstLoad.has(dep));
  return { plugin, resolveDependencies };
}

/**
 * The files as JSON (`<` escaped: it stays one element whatever a file is called), then the script,
 * marked so the prerendered sign-in page can leave it out (an attribute is not part of its hash).
 */
const signedInPreloadTags = (files: SignedInFiles) =>
  `<script type="application/json" id="signed-in-preload">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>\n    <script data-signed-in-preload>${signedInPreload}</script>`;

/**
 * The CSP sources of a page's inline scripts (`'sha256-…'` of each one's text): every `<script>`
 * without `src` that a browser runs, so not a JSON data block.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|\stype="(?!module|text\/javascript)/.test(attributes))
    .map(([, , code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/**
 * The signed-in pages' shared kit (the `signed-in-common` chunk group, vite.config.ts) and its
 * stylesheets (Mantine's rules for the components it holds, first-load/build/mantine-styles.ts), and each
 * locale's whole catalogue: each with the chunks it imports that a start has not already loaded
 * (`loaded`).
 */
function signedInFiles(bundle: Rollup.OutputBundle, loaded: (fileName: string) => boolean): SignedInFiles {
  const withImports = (fileName: string, scripts: Set<string>, styles: Set<string>) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || loaded(fileName) || scripts.has(fileName)) return;
    scripts.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    chunk.imports.forEach((dep) => withImports(dep, scripts, styles));
  };
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const catalogues: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    if (chunk.name === 'signed-in-common') withImports(chunk.fileName, scripts, styles);
    const locale = chunk.facadeModuleId && wholeCatalogue.exec(chunk.facadeModuleId)?.[1];
    if (locale) {
      const files = new Set<string>();
      withImports(chunk.fileName, files, new Set());
      catalogues[locale] = [...files].map((file) => `/${file}`);
    }
  }
  return { scripts: [...scripts].map((file) => `/${file}`), styles: [...styles].map((file) => `/${file}`), catalogues };
}

import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Lazy chunks carry the list of chunks to preload with them (`__vite__mapDeps`), and the route stubs
 * holding those lists are part of the first page load. Chunks the entry imports statically are already
 * loaded when any lazy chunk is asked for, so they are left out of every list: shorter stubs in the
 * first load, the same preloading of what is really missing.
 */
const firstScreenStyles = '/apps/portal/src/app/first-screen-styles.ts';

export function firstLoadAwarePreload() {
  const firstLoad = new Set<string>();
  // Chunks every start needs although nothing imports them statically (issue 14): the HTTP library
  // (the session-restore call), the cookie notice's chunk (mounted on every start) and the default
  // language's first-screen catalogue. The page names them and what they import, so they download with the
  // entry instead of after it has run. Not the first screen's styles module: it holds only CSS, so
  // its chunk is dropped from the bundle (a preload of it was a 404); its stylesheet is below.
  const startupModules = ['/data-access-http/src/lib/http-client.ts', '/apps/portal/src/app/Consent.tsx', '/util-i18n/src/lib/bundles/first/en-US.ts'];
  const startupChunks = new Set<string>();
  // The first screen's stylesheet is loaded with import() (main.tsx), so it does not block the
  // loader's paint; the page asks for it at once, as a preload that does not block rendering.
  const startupStyles = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:first-load-chunks',
    apply: 'build',
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
          chunk.imports.forEach(withImports);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && startupModules.some((m) => chunk.facadeModuleId?.endsWith(m))) withImports(chunk.fileName);
          if (chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(firstScreenStyles)) chunk.viteMetadata?.importedCss.forEach((css) => startupStyles.add(css));
        }
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (firstLoad.has(fileName) || chunk?.type !== 'chunk') return;
          firstLoad.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
    transformIndexHtml: {
      order: 'post',
      // `crossorigin` as Vite's own loader sets it on the stylesheet link, so the preload is reused.
      handler: (): HtmlTagDescriptor[] =>
        [...startupStyles].map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${href}`, crossorigin: '' }, injectTo: 'head' })),
    },
  };
  // The page itself preloads the whole first load and the startup chunks (one round trip instead
  // of one per level of imports); lazy chunks list only what the first load does not hold.
  const resolveDependencies = (_fileName: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'html' ? [...new Set([...deps, ...[...startupChunks].filter((c) => !firstLoad.has(c))])] : deps.filter((dep) => !firstLoad.has(dep));
  return { plugin, resolveDependencies };
}

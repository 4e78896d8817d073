import type { Plugin } from 'vite';

/**
 * Lazy chunks carry the list of chunks to preload with them (`__vite__mapDeps`), and the route stubs
 * holding those lists are part of the first page load. Chunks the entry imports statically are already
 * loaded when any lazy chunk is asked for, so they are left out of every list: shorter stubs in the
 * first load, the same preloading of what is really missing.
 */
export function firstLoadAwarePreload() {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:first-load-chunks',
    apply: 'build',
    generateBundle: {
      // Before Vite writes the preload lists, which happens in its own generateBundle.
      order: 'pre',
      handler(_options, bundle) {
        firstLoad.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (firstLoad.has(fileName) || chunk?.type !== 'chunk') return;
          firstLoad.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
  const resolveDependencies = (_fileName: string, deps: string[]) => deps.filter((dep) => !firstLoad.has(dep));
  return { plugin, resolveDependencies };
}

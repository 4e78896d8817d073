import type { Plugin } from 'vite';

/**
 * Mantine's styles travel with the components' code (issue 14: "only the styles of the components
 * the page uses reach the first load; the rest arrives with the routes that need them").
 *
 * Each Mantine component's class names live in a `<Name>.module.mjs` of `@mantine/core`, and its
 * rules in `@mantine/core/styles/<Name>.layer.css` (one file per module, same name). This plugin
 * makes every such module import its stylesheet, so the bundler puts the rules in the CSS of
 * whichever chunk holds the component: the first load's stylesheet for the shell and the sign-in
 * page, a page's own stylesheet for what only that page uses. Vite loads a lazy chunk's stylesheet
 * before it runs the chunk, so nothing renders unstyled.
 *
 * The order is Mantine's own: a component imports those it is built on (Button imports
 * UnstyledButton) before its class names, so their rules come first within a chunk, and a chunk's
 * imported chunks' stylesheets are linked before its own. Every file is in `@layer mantine`, so the
 * portal's own styles (not layered) still win, whatever arrives when. The three global files
 * (baseline, CSS variables, global) have no module: app/global-styles.ts imports them first.
 */
export function mantineComponentStyles(): Plugin {
  return {
    name: 'portal:mantine-component-styles',
    transform: {
      filter: { id: /[\\/]@mantine[\\/]core[\\/]esm[\\/].*\.module\.mjs$/ },
      handler(code, id) {
        const name = /([^\\/]+)\.module\.mjs$/.exec(id)?.[1];
        if (!name) return null;
        return { code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`, map: null };
      },
    },
  };
}

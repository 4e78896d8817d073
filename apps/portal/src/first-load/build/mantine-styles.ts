import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * Mantine's styles travel with the components' code (issue 14: "only the styles of the components
 * the page uses reach the first load; the rest arrives with the routes that need them"; ADR 0013).
 *
 * Each Mantine component's class names live in a `<Name>.module.mjs` of `@mantine/core`, and its
 * rules in `@mantine/core/styles/<Name>.layer.css` (one file per module, same name). This plugin
 * makes every such module import its stylesheet, so the bundler puts the rules in the CSS of
 * whichever chunk holds the component: the first load's stylesheet for the shell and the sign-in
 * page, a page's own stylesheet for what only that page uses. Vite loads a lazy chunk's stylesheet
 * before it runs the chunk, so nothing renders unstyled.
 *
 * The order must be Mantine's: every file is in `@layer mantine`, where the later rule wins, and a
 * component's element often carries the classes of the components it is built on (a Select's
 * dropdown is a Popover's). So each module first imports the stylesheets of every component its
 * code builds on (`mantineStyleOrder`), then its own: within a chunk they come first, and a base
 * placed in another chunk is in one this chunk imports, whose stylesheet Vite links first. The build
 * fails if a component's rules could still precede a base's. The three global files (baseline, CSS
 * variables, global) have no module: app/global-styles.ts imports them first.
 *
 * The dev server pre-bundles `@mantine/core` without the app's plugins, so there the global styles
 * bring Mantine's whole stylesheet instead (in Mantine's own order).
 */
export function mantineComponentStyles(): Plugin[] {
  // Read from Mantine's modules once per build, when the first class module is transformed.
  let order: Map<string, string[]> | undefined;
  const styleOrder = () => (order ??= mantineStyleOrder(join(mantineRoot(), 'esm')));
  return [
    {
      name: 'portal:mantine-component-styles',
      apply: 'build',
      transform: {
        filter: { id: /[\\/]@mantine[\\/]core[\\/]esm[\\/].*\.module\.mjs$/ },
        handler(code, id) {
          const name = classModuleName(id);
          if (!name) return null;
          const imports = (styleOrder().get(name) ?? [name]).map((style) => `import '@mantine/core/styles/${style}.layer.css';`);
          return { code: `${imports.join('')}${code}`, map: null };
        },
      },
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          assertBasesFirst(bundle, styleOrder());
        },
      },
      // After Vite has linked the first load's stylesheets in the page.
      transformIndexHtml: {
        order: 'post',
        handler: (html, { bundle }) => void (bundle && assertGlobalStylesFirst(html, bundle)),
      },
    },
    {
      name: 'portal:mantine-styles-in-dev',
      apply: 'serve',
      transform: {
        filter: { id: /[\\/]src[\\/]app[\\/]global-styles\.ts$/ },
        handler: (code) => ({ code: `${code}\nimport '@mantine/core/styles.layer.css';\n`, map: null }),
      },
    },
  ];
}

const classModuleName = (file: string) => /([^\\/]+)\.module\.mjs$/.exec(file)?.[1];
/** A Mantine class name in a stylesheet (`.m_8affcee1`). */
const mantineClass = /\.m_[0-9a-f]+\b/;

/** The package's folder, from its stylesheet entry (its package.json is not exported). */
const mantineRoot = () => dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css'));

/** The text of a stylesheet the bundle emitted ('' for anything else). */
function cssOf(bundle: Rollup.OutputBundle, file: string): string {
  const asset = bundle[file];
  return asset?.type === 'asset' ? String(asset.source) : '';
}

/**
 * For each of Mantine's class modules (by name), the stylesheets to import, bases first and its own
 * last. A component's code is every module in its folder (not in a subfolder with class names of
 * its own, like Checkbox's CheckboxIndicator). Where that code puts the component's classes on
 * elements, the components it imports there that put their own classes on elements are its bases,
 * and so are their own bases.
 */
export function mantineStyleOrder(esmRoot: string): Map<string, string[]> {
  const files = (readdirSync(esmRoot, { recursive: true }) as string[]).filter((file) => file.endsWith('.mjs')).map((file) => join(esmRoot, file));
  const componentOfFolder = new Map(files.filter((file) => classModuleName(file)).map((file) => [dirname(file), classModuleName(file)!]));
  const componentOf = (file: string): string | undefined => {
    for (let folder = dirname(file); folder.startsWith(esmRoot) && folder !== esmRoot; folder = dirname(folder)) {
      const name = componentOfFolder.get(folder);
      if (name) return name;
    }
    return undefined;
  };
  const importsOf = new Map(
    files.map((file) => [file, [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)].map(([, specifier]) => resolve(dirname(file), specifier!))]),
  );
  // The code that puts its component's classes on elements, or is the component itself (PillsInput
  // is an InputBase whose field has PillsInput's classes); not, say, Checkbox's CheckIcon, which
  // Menu and Combobox draw without any of the checkbox's classes.
  const usesClasses = (file: string) => {
    const component = componentOf(file);
    return basename(file) === `${component}.mjs` || (importsOf.get(file) ?? []).some((target) => classModuleName(target) === component);
  };
  const bases = new Map<string, Set<string>>();
  for (const file of files) {
    const component = componentOf(file);
    if (!component || !usesClasses(file)) continue;
    // What it renders there carries the base's classes on the same elements, also through a
    // component without classes of its own (PillsInput renders InputBase, which renders Input).
    const found = bases.get(component) ?? new Set<string>();
    const seen = new Set<string>();
    const follow = (from: string) => {
      for (const target of importsOf.get(from) ?? []) {
        if (seen.has(target)) continue;
        seen.add(target);
        const base = componentOf(target);
        if (base === undefined) follow(target);
        else if (base !== component && usesClasses(target)) found.add(base);
      }
    };
    follow(file);
    bases.set(component, found);
  }
  const order = new Map<string, string[]>();
  for (const name of componentOfFolder.values()) {
    const sorted: string[] = [];
    const done = new Set<string>();
    const visit = (component: string, path: Set<string>) => {
      if (done.has(component) || path.has(component)) return;
      path.add(component);
      for (const base of bases.get(component) ?? []) visit(base, path);
      path.delete(component);
      done.add(component);
      sorted.push(component);
    };
    visit(name, new Set());
    order.set(name, sorted);
  }
  return order;
}

/**
 * The build's own check of the order: for every chunk that holds a component's class names, each
 * component it builds on must have its rules in a stylesheet linked no later than the component's
 * own (the same file, earlier; or the stylesheet of a chunk this one imports).
 */
function assertBasesFirst(bundle: Rollup.OutputBundle, order: Map<string, string[]>) {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const styles = join(mantineRoot(), 'styles');
  const marker = new Map<string, string | undefined>();
  const markerOf = (name: string) => {
    if (!marker.has(name)) marker.set(name, mantineClass.exec(readFileSync(join(styles, `${name}.layer.css`), 'utf8'))?.[0]);
    return marker.get(name);
  };
  const importedCss = (chunk: Rollup.OutputChunk, seen = new Set<string>()): string[] => {
    if (seen.has(chunk.fileName)) return [];
    seen.add(chunk.fileName);
    const before = chunk.imports.flatMap((file) => (bundle[file]?.type === 'chunk' ? importedCss(bundle[file] as Rollup.OutputChunk, seen) : []));
    return [...before, ...(chunk.viteMetadata?.importedCss ?? [])];
  };
  const problems: string[] = [];
  for (const chunk of chunks) {
    const components = chunk.moduleIds
      .filter((id) => /[\\/]@mantine[\\/]core[\\/]/.test(id))
      .map(classModuleName)
      .filter((name): name is string => !!name);
    if (components.length === 0) continue;
    const css = importedCss(chunk)
      .map((file) => cssOf(bundle, file))
      .join('\n');
    for (const component of components) {
      const own = markerOf(component);
      const at = own ? css.indexOf(own) : -1;
      if (own && at < 0) problems.push(`${component}'s rules are not linked with ${chunk.fileName}`);
      for (const base of (order.get(component) ?? []).slice(0, -1)) {
        const rule = markerOf(base);
        const baseAt = rule ? css.indexOf(rule) : 0;
        if (rule && (baseAt < 0 || (at >= 0 && baseAt > at))) problems.push(`${base}'s rules do not come before ${component}'s (${chunk.fileName})`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`Mantine's styles are out of order:\n${problems.join('\n')}`);
}

/**
 * Mantine's global rules (baseline, CSS variables, focus classes) must precede every component's in
 * `@layer mantine` (app/global-styles.ts): so the page's first stylesheet must open with them. The
 * build fails if the chunking ever puts a component's rules before them.
 */
function assertGlobalStylesFirst(html: string, bundle: Rollup.OutputBundle) {
  const first = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/.exec(html)?.[1];
  const css = first ? cssOf(bundle, first) : '';
  const globals = css.indexOf('box-sizing:border-box');
  const component = css.search(mantineClass);
  if (globals < 0 || (component >= 0 && component < globals)) {
    throw new Error(`index.html's first stylesheet (${first ?? 'none'}) must open with Mantine's global styles (app/global-styles.ts)`);
  }
}

import MagicString from 'magic-string';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const yieldToMain = join(import.meta.dirname, 'src/app/yield-to-main.ts');

/**
 * What the build puts first in a schema module of the API contract: end the task and go on in a new
 * one, by the app's own rule (src/app/yield-to-main.ts, already in the first load).
 */
export const yieldStatement = `import { yieldToMain as __yieldToMain } from ${JSON.stringify(yieldToMain)};\nawait __yieldToMain();\n`;

/** A module of the shared API contract that builds zod schemas when it is evaluated. */
export const contractSchemaModule = (id: string, code: string) =>
  /[\\/]shared[\\/]api-contract[\\/]src[\\/]lib[\\/][^\\/]+\.ts$/.test(id) && !/\.test\.ts$/.test(id) && /from ['"]zod/.test(code);

/**
 * Module evaluation in short tasks (issue 14). Building zod schemas is most of what a signed-in
 * page's shared chunk does when it is evaluated: on a phone at 4× slow-down, the contracts page's
 * kit was one task of ~220 ms (the list components, zod, then the contract's common, overview and
 * order schemas), and everything a chunk's modules do at load time runs in one task. A top-level
 * `await` of a yield at the start of each schema module ends that task there, so the page's input
 * is answered between the modules and each piece stays short (docs/performance.md, "module
 * evaluation in short tasks"). In the browser build only (vite.config.ts's client build, not the
 * dev server): the API, the prerender and the unit tests import the same modules, and for them a
 * module's evaluation being one task costs nothing.
 *
 * A plain yield always settles, so a top-level await here cannot deadlock an import cycle.
 */
export function contractYieldPoints(): Plugin {
  return {
    name: 'portal:contract-yield-points',
    apply: 'build',
    transform(code, id) {
      if (!contractSchemaModule(id, code)) return null;
      const source = new MagicString(code);
      source.prepend(yieldStatement);
      return { code: source.toString(), map: source.generateMap({ hires: 'boundary', source: id }) };
    },
  };
}

import MagicString from 'magic-string';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const yieldToMain = join(import.meta.dirname, '../yield-to-main.ts');

/**
 * What the build puts first in a schema module of the API contract: end the task and go on in a new
 * one, by the app's own rule (src/first-load/yield-to-main.ts, already in the first load).
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
 * evaluation in short tasks"). The portal's build, its dev server (vite.config.ts's client config)
 * and the unit tests of the portal and its libraries (vitest.shared.ts) all run it, so the code a
 * browser runs is the code that was tested. The API and the prerender (Node, no page to answer)
 * import the same modules without it.
 *
 * A plain yield always settles, so a top-level await here cannot deadlock an import cycle.
 */
export function contractYieldPoints(): Plugin {
  return {
    name: 'portal:contract-yield-points',
    transform(code, id) {
      if (!contractSchemaModule(id, code)) return null;
      const source = new MagicString(code);
      source.prepend(yieldStatement);
      return { code: source.toString(), map: source.generateMap({ hires: 'boundary', source: id }) };
    },
  };
}

// Bundles the API into dist/apps/api/main.js: workspace source (@portal/*) is bundled, every
// package of the root dependencies stays external (installed next to it), migrations and the
// common-passwords list are copied.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const out = join(root, 'dist', 'apps', 'api');
const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]);

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [join(here, '..', 'src', 'main.ts')],
  outfile: join(out, 'main.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync(join(here, '..', 'src', 'db', 'migrations'), join(out, 'migrations'), { recursive: true });
// Read at run time beside main.js (auth/guessable-passwords.ts), with its licence.
for (const file of ['common-passwords.txt', 'common-passwords.LICENSE.txt']) cpSync(join(here, '..', 'src', 'auth', file), join(out, file));
console.info(`built ${join(out, 'main.js')}`);

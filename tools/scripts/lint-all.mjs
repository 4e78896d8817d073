// `npm test`'s lint: one ESLint over the workspace, the same root configuration (eslint.config.mjs)
// every project's `lint` target uses, in one process instead of forty (23 s against 90 on these
// 2-core machines). Nx's module-boundary rule reads the project graph Nx has cached and, when there
// is none (a fresh clone that has run no nx command yet), skips itself with a console warning while
// ESLint still passes: the graph is computed first, and that warning fails the step.
import { spawnSync } from 'node:child_process';

const graph = spawnSync('npx', ['nx', 'show', 'projects'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (graph.status !== 0) process.exit(graph.status ?? 1);

const eslint = spawnSync('npx', ['eslint', '.'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
process.stdout.write(eslint.stdout ?? '');
process.stderr.write(eslint.stderr ?? '');
if (`${eslint.stdout}${eslint.stderr}`.includes('No cached ProjectGraph')) {
  console.error('The module-boundary rule was skipped: Nx had no project graph.');
  process.exit(1);
}
process.exit(eslint.status ?? 1);

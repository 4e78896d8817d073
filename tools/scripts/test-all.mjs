// `npm test`: lint, typecheck, translations, unit and API tests, the builds, the size budget and the
// end-to-end tests in Chromium. Runs every step, then prints the totals and fails on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureChromium } from './ensure-chromium.mjs';
import { run, section } from './run.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// How long each step took, printed before the totals: CI has a time budget, and this says where it goes.
const durations = [];
const started = Date.now();
async function timed(title, step) {
  const start = Date.now();
  try {
    return await step();
  } finally {
    durations.push(`${title}: ${Math.round((Date.now() - start) / 1000)} s`);
  }
}
const nx = (targets, extra = []) => ['nx', 'run-many', '-t', ...targets, '--outputStyle=static', '--parallel=2', ...extra];

/** A check that is not a test runner counts as one passed or one failed test. */
async function check(title, command, args, options) {
  section(title);
  const code = await timed(title, () => run(command, args, options));
  if (code === 0) totals.passed++;
  else {
    totals.failed++;
    failedSteps.push(title);
  }
  return code;
}

/** A test runner: its own counts go into the totals, read from its JSON report. */
async function tests(title, command, args, report, read, options) {
  section(title);
  rmSync(report, { force: true });
  const code = await timed(title, () => run(command, args, options));
  if (existsSync(report)) {
    const counts = read(JSON.parse(readFileSync(report, 'utf8')));
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    if (code !== 0 && counts.failed === 0) totals.failed++;
  } else if (code !== 0) totals.failed++;
  if (code !== 0) failedSteps.push(title);
}

const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), skipped: r.numPendingTests + r.numTodoTests });
const playwrightCounts = (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped });

mkdirSync('reports', { recursive: true });
const chromium = await ensureChromium();

await check('Lint (module boundaries included)', 'node', ['tools/scripts/lint-all.mjs']);
await check('Typecheck', 'node', ['tools/scripts/typecheck-all.mjs']);
// Extract first: a message added to the code without its translations then fails the check.
await check('Translations complete', 'sh', ['-c', 'npx lingui extract > /dev/null && node tools/scripts/i18n-check.mjs']);
// The component and unit tests mostly wait (timers, user-event): four workers keep two cores busy
// (vitest.config.ts). The API tests start a database per file and compute. On the embedded database
// a worker is one busy thread, and vitest's default (one fewer than the cores) left the second core
// idle: one worker per core. On a real server the server takes the other core: the default stays.
const apiWorkers = availableParallelism();
const webProjects = ['libs-*', 'portal', 'tools'].flatMap((name) => ['--project', name]);
await tests('Unit and component tests', 'npx', ['vitest', 'run', ...webProjects, '--maxWorkers=4', '--reporter=default', '--reporter=json', '--outputFile=reports/unit.json'], 'reports/unit.json', vitestCounts);
await tests('API tests (embedded database)', 'npx', ['vitest', 'run', '--project', 'api', `--maxWorkers=${apiWorkers}`, '--reporter=default', '--reporter=json', '--outputFile=reports/api.json'], 'reports/api.json', vitestCounts);
if (process.env.CI || process.env.TEST_POSTGRES) {
  await tests('API tests on a real PostgreSQL server', 'bash', ['apps/api/scripts/with-postgres.sh', 'npx', 'vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', '--outputFile=reports/api-pg.json'], 'reports/api-pg.json', vitestCounts);
}
const built = await check('Build', 'npx', nx(['build'], ['--projects=portal,api']));
if (built === 0) await check('Size budget', 'node', ['tools/scripts/size-check.mjs']);
if (chromium && built === 0) {
  await tests('End-to-end tests in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/portal/playwright.config.ts'], 'reports/e2e.json', playwrightCounts, { env: { CHROMIUM_PATH: chromium } });
} else {
  totals.failed++;
  failedSteps.push('End-to-end tests (not run: no Chromium or no build)');
}

console.info('');
console.info(`Time per step: ${durations.join('; ')}; in all ${Math.round((Date.now() - started) / 1000)} s`);
if (failedSteps.length) console.error(`Failed: ${failedSteps.join('; ')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed ? 1 : 0);

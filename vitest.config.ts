// `npm run test:unit` (and CI): every project's unit tests in one run, one report.
//
// The libraries' own vitest.config.ts files stay the way to test one library (`nx test <lib>`). Here
// they are folded into two projects, one per environment, each one Vite server and one module graph
// without a fresh module registry and jsdom per file. Measured on a 2-core machine over the company,
// order and request features (37 files): 185 s as three isolated projects with two workers, 44 s as
// one shared project with four (tools/scripts/test-all.mjs runs them with four). The tests wait on
// timers and user-event more than they compute, so more workers than cores keeps both cores busy.
// The API's files start databases and compute: they run apart, with a worker per core. The API and
// the portal keep their own isolated
// projects: each API file starts its own database and the portal stubs a virtual module. A library
// test that replaces modules (vi.mock, vi.doMock, vi.resetModules) needs a module registry of its own,
// so those few files run isolated.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { projectTestConfig } from './vitest.shared.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every library folder (libs/<scope>/<type>) with the environment its vitest.config.ts asks for. */
function libraries(): { folder: string; environment: 'jsdom' | 'node' }[] {
  const found = [];
  for (const scope of readdirSync(`${root}libs`)) {
    for (const type of readdirSync(`${root}libs/${scope}`)) {
      const folder = `libs/${scope}/${type}`;
      let config: string;
      try {
        config = readFileSync(`${root}${folder}/vitest.config.ts`, 'utf8');
      } catch {
        continue;
      }
      const environment = /environment:\s*'(jsdom|node)'/.exec(config)?.[1];
      // A library whose config says more than its environment would lose that here: fail loudly.
      if (!environment || !/^export default projectTestConfig\(\{[^}]*\}\);$/m.test(config)) {
        throw new Error(`${folder}/vitest.config.ts: only projectTestConfig({ name, environment }) can be folded into the shared run`);
      }
      found.push({ folder, environment: environment as 'jsdom' | 'node' });
    }
  }
  return found;
}

const replacesModules = /\bvi\.(mock|doMock|resetModules)\(/;

/** The test files of the libraries of one environment, split by whether they replace modules. */
function testFiles(environment: 'jsdom' | 'node') {
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const library of libraries().filter((candidate) => candidate.environment === environment)) {
    for (const file of readdirSync(`${root}${library.folder}/src`, { recursive: true, encoding: 'utf8' })) {
      if (!/\.test\.tsx?$/.test(file)) continue;
      const path = `${library.folder}/src/${file}`;
      (replacesModules.test(readFileSync(`${root}${path}`, 'utf8')) ? isolated : shared).push(path);
    }
  }
  return { shared, isolated };
}

function libraryProjects(name: string, environment: 'jsdom' | 'node') {
  const files = testFiles(environment);
  const project = (suffix: string, include: string[], isolate: boolean) =>
    mergeConfig(projectTestConfig({ name: `${name}${suffix}`, environment, include }), { test: { isolate } });
  return [project('', files.shared, false), ...(files.isolated.length ? [project('-isolated', files.isolated, true)] : [])];
}

export default defineConfig({
  test: {
    projects: [
      'apps/*/vitest.config.ts',
      'tools/vitest.config.mts',
      ...libraryProjects('libs-web', 'jsdom'),
      ...libraryProjects('libs-node', 'node'),
    ],
  },
});

// `npm run test:unit`: every project's unit tests in one run, one report.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/*/vitest.config.ts', 'libs/*/*/vitest.config.ts', 'tools/vitest.config.mts'],
  },
});

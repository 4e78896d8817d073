// The one test set-up every project's vitest.config.ts builds on, so a library only says
// which environment it needs.
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { contractYieldPoints } from './apps/portal/src/first-load/build/yield-points.ts';

export interface ProjectTestOptions {
  /** The project's folder, for the vitest project name. */
  name: string;
  /** jsdom for anything that renders; node for pure code and the API. */
  environment: 'jsdom' | 'node';
  setupFiles?: string[];
  /** Where the tests are, when not under src/. */
  include?: string[];
  /**
   * Whether the project's code runs in the browser (the portal and its libraries: the default).
   * Their tests then run the contract's schema modules as the browser build does, each opening
   * with a yield (apps/portal/src/first-load/README.md); the API and the tools import them as Node does.
   */
  browserCode?: boolean;
}

export function projectTestConfig(options: ProjectTestOptions): ViteUserConfig {
  return defineConfig({
    plugins: [
      ...(options.browserCode === false ? [] : [contractYieldPoints()]),
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      lingui(),
    ],
    test: {
      name: options.name,
      environment: options.environment,
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: [
        ...(options.environment === 'jsdom' ? [new URL('./tools/vitest/jsdom-setup.ts', import.meta.url).pathname] : []),
        ...(options.setupFiles ?? []),
      ],
      // Component tests type into whole forms with user-event; on a busy 2-core CI machine one can
      // take several seconds, which is slowness, not failure (no assertion waits on this).
      ...(options.environment === 'jsdom' ? { testTimeout: 20_000 } : {}),
      // klaro is inlined so that vi.resetModules() also gives each test a fresh klaro: klaro caches its
      // consent manager per storage name for the life of the module (the consent libraries' tests).
      ...(options.environment === 'jsdom' ? { server: { deps: { inline: ['klaro'] } } } : {}),
      passWithNoTests: false,
      restoreMocks: true,
    },
  });
}

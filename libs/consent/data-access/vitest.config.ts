import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../../vitest.shared';

// klaro is inlined so that vi.resetModules() also gives each test a fresh klaro: klaro caches its
// consent manager per storage name for the life of the module.
export default mergeConfig(projectTestConfig({ name: 'consent-data-access', environment: 'jsdom' }), {
  test: { server: { deps: { inline: ['klaro'] } } },
});

import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared.ts';

export default mergeConfig(projectTestConfig({ name: 'portal', environment: 'jsdom' }), {
  resolve: {
    alias: { 'virtual:pwa-register': fileURLToPath(new URL('./src/testing/pwa-register.stub.ts', import.meta.url)) },
  },
});

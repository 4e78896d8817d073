import { mergeConfig } from 'vitest/config';
import { projectTestConfig } from '../../vitest.shared';

// Each test file starts its own embedded database; on a busy 2-core machine that takes seconds.
export default mergeConfig(projectTestConfig({ name: 'api', environment: 'node', browserCode: false }), {
  test: { hookTimeout: 60_000, testTimeout: 30_000 },
});

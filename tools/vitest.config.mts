import { projectTestConfig } from '../vitest.shared.ts';

export default projectTestConfig({ name: 'tools', environment: 'node', include: ['generators/**/*.test.ts'] });

import { projectTestConfig } from '../vitest.shared.ts';

export default projectTestConfig({ name: 'tools', environment: 'node', browserCode: false, include: ['generators/**/*.test.ts'] });

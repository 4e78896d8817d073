import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'request-util', environment: 'node' });

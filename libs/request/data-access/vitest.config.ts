import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'request-data-access', environment: 'node' });

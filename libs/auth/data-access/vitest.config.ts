import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'auth-data-access', environment: 'node' });

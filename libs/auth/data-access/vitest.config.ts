import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'auth-data-access', environment: 'node' });

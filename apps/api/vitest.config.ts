import { projectTestConfig } from '../../vitest.shared';

export default projectTestConfig({ name: 'api', environment: 'node' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'request-util', environment: 'node' });

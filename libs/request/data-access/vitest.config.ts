import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'request-data-access', environment: 'node' });

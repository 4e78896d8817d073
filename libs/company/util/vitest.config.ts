import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'company-util', environment: 'node' });

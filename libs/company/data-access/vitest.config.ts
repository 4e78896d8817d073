import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'company-data-access', environment: 'node' });

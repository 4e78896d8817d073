import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'company-data-access', environment: 'node' });

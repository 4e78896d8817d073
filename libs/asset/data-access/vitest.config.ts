import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'asset-data-access', environment: 'node' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'asset-util', environment: 'node' });

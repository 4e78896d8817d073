import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'asset-data-access', environment: 'node' });

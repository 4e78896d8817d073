import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'shared-api-contract', environment: 'node' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'shared-api-contract', environment: 'node' });

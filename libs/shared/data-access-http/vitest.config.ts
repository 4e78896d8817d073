import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'shared-data-access-http', environment: 'node' });

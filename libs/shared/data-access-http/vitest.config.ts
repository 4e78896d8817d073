import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'shared-data-access-http', environment: 'node' });

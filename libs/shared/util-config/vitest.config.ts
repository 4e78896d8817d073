import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'shared-util-config', environment: 'node' });

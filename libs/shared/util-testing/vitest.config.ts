import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'shared-util-testing', environment: 'node' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'shell-data-access', environment: 'node' });

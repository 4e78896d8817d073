import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'shared-util-config', environment: 'node' });

import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'shell-data-access', environment: 'node' });

import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'help-data-access', environment: 'node' });

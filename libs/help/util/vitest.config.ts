import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'help-util', environment: 'node' });

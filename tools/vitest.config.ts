import { projectTestConfig } from '../vitest.shared';

export default projectTestConfig({ name: 'tools', environment: 'node' });

import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'order-util', environment: 'node' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'order-util', environment: 'node' });

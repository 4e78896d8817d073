import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'order-data-access', environment: 'node' });

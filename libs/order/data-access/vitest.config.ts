import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'order-data-access', environment: 'node' });

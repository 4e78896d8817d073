import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'order-feature', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'order-ui', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'order-ui', environment: 'jsdom' });

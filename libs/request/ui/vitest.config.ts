import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'request-ui', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'request-ui', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'request-feature', environment: 'jsdom' });

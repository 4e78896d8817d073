import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'request-feature', environment: 'jsdom' });

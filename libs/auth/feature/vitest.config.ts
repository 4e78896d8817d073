import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'auth-feature', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'auth-feature', environment: 'jsdom' });

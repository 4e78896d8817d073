import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'profile-ui', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'profile-feature', environment: 'jsdom' });

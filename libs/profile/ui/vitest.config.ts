import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'profile-ui', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'profile-util', environment: 'node' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'profile-data-access', environment: 'node' });

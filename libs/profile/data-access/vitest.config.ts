import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'profile-data-access', environment: 'node' });

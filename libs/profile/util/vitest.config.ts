import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'profile-util', environment: 'node' });

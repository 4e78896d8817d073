import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'consent-data-access', environment: 'node' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'company-feature', environment: 'jsdom' });

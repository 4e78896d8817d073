import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'company-ui', environment: 'jsdom' });

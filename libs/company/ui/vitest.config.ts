import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'company-ui', environment: 'jsdom' });

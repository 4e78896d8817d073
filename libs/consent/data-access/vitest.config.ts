import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'consent-data-access', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'consent-feature', environment: 'jsdom' });

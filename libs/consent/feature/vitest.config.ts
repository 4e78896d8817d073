import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'consent-feature', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'help-feature', environment: 'jsdom' });

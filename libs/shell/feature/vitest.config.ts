import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'shell-feature', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'shell-feature', environment: 'jsdom' });

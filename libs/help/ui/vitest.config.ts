import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'help-ui', environment: 'jsdom' });

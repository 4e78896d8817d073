import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'shared-ui', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'asset-ui', environment: 'jsdom' });

import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'asset-feature', environment: 'jsdom' });

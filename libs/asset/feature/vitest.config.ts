import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'asset-feature', environment: 'jsdom' });

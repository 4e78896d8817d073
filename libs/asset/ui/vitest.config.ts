import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'asset-ui', environment: 'jsdom' });

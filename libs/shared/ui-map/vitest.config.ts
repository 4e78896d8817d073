import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'shared-ui-map', environment: 'jsdom' });

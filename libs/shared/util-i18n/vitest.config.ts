import { projectTestConfig } from '../../../vitest.shared.ts';

export default projectTestConfig({ name: 'shared-util-i18n', environment: 'node' });

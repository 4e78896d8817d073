import { projectTestConfig } from '../../../vitest.shared';

export default projectTestConfig({ name: 'shared-util-i18n', environment: 'node' });

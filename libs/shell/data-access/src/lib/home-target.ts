import type { ModuleName } from './lifecycle.types';

/** The area order of preference of spec §1: order, then request, then asset. */
const areaPreference: { module: ModuleName; path: '/order' | '/request' | '/asset' }[] = [
  { module: 'order', path: '/order' },
  { module: 'request', path: '/request' },
  { module: 'asset', path: '/asset' },
];

/** Where the home route sends a user with these modules. */
export function homeTarget(modules: readonly ModuleName[]): '/order' | '/request' | '/asset' | '/auth/no-rights' {
  return areaPreference.find((area) => modules.includes(area.module))?.path ?? '/auth/no-rights';
}

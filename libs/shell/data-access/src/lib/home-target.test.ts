import { expect, it } from 'vitest';
import { homeTarget } from './home-target';

it.each([
  [['order', 'request', 'asset'], '/order'],
  [['asset', 'request'], '/request'],
  [['asset'], '/asset'],
  [['request'], '/request'],
  [[], '/auth/no-rights'],
] as const)('sends modules %j to %s', (modules, target) => {
  expect(homeTarget(modules)).toBe(target);
});

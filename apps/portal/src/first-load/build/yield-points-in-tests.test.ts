// The unit tests run the contract's schema modules as the browser build does (issue 30): each one
// yields before it builds its schemas, so a test cannot pass on code the browser never runs.
import { expect, it, vi } from 'vitest';

const yields = vi.hoisted(() => ({ count: 0 }));
vi.mock('../yield-to-main', () => ({
  yieldToMain: async () => {
    yields.count++;
  },
}));

it("evaluates the contract's schema modules with the build's yields", async () => {
  await import('@portal/shared-api-contract');
  // common, overview, orders, requests, assets and the other schema modules: one yield each.
  expect(yields.count).toBeGreaterThanOrEqual(5);
});

// Test helpers other projects may use for @portal/shell-data-access: the lifecycle machine driven by
// a simulated clock and controllable services.
export { startLifecycle, flush, up, down, selected } from './lib/lifecycle.test-kit';
export type { Scenario } from './lib/lifecycle.test-kit';

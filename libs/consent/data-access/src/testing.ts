// Test helpers other projects may use for @portal/consent-data-access.
export { createFakeEngine, type FakeEngine } from './lib/fake-engine';

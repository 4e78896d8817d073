// Test helpers other projects may use (fixtures) for @portal/help-data-access.
export { helpSession, problemReceipt } from './lib/feedback/fixtures';

// Test helpers other projects may use (fixtures of the overview service) for @portal/order-data-access.
export { testSession, contractPage, contractDetail, documentPage, projectOptions } from './lib/fixtures';

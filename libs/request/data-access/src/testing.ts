// Test helpers other projects may use (fixtures, MSW handlers) for @portal/request-data-access.
export { testSession, requestPage, offHireRequest, damageRequest, breakdownRequest } from './lib/requests/fixtures';
export { requestFormSession, requestableLinePage, requestableLines, requestableAssets, requestableDocuments } from './lib/new-request/fixtures';

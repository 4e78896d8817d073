// Test helpers other projects may use (fixtures of the asset endpoints) for @portal/asset-data-access.
export { assetSession, assetPage, assetMapPoints, assetOptions, assetRequests, crane, generator, dumper } from './lib/assets/fixtures';

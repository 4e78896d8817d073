export { assetDomain } from './lib/asset-domain';
export { assetListSearch, assetSearchSchema, assetViews } from './lib/search-params';
export type { AssetListSearch, AssetSearch, AssetView } from './lib/search-params';

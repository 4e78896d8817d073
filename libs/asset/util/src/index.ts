export { assetListSearch, assetSearchSchema, assetViews } from './lib/search-params';
export type { AssetListSearch, AssetSearch, AssetView } from './lib/search-params';

export { AssetsPage, NewAssetPage } from './lib/AssetPages';

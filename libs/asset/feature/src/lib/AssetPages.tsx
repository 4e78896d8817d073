// The pages the routes of `/asset` render; each lives with its parts in its own folder.
export { AssetsPage } from './assets/AssetsPage';
export type { AssetsPageProps } from './assets/AssetsPage';
export { AssetDetailPage } from './detail/AssetDetailPage';
export type { AssetDetailPageProps } from './detail/AssetDetailPage';
export { NewAssetPage } from './form/NewAssetPage';
export type { NewAssetPageProps } from './form/NewAssetPage';
export { EditAssetPage } from './form/EditAssetPage';
export type { EditAssetPageProps } from './form/EditAssetPage';
export type { AssetMapProps, RenderAssetMap } from './common/map-props';

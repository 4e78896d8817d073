// Public surface of this folder (re-exported by the library's index).
export { assetListQuery, fetchAssets, useAssets } from './asset-list';
export { assetMapPointsQuery, fetchAssetMapPoints, useAssetMapPoints } from './asset-map-points';
export { exportAssets, useExportAssets } from './assets-export';
export { assetOptionsQuery, fetchAssetOptions, useAssetOptions } from './asset-options';
export { assetDetailQuery, fetchAsset, useAsset } from './asset-detail';
export { assetRequestsQuery, fetchAssetRequests, useAssetRequests } from './asset-requests';
export type { AssetRequest } from './asset-requests';
export { createAsset, useCreateAsset } from './create-asset';
export { updateAsset, useUpdateAsset } from './update-asset';
export { postArchiveAction, useArchiveAsset } from './archive-asset';
export type { ArchiveAction } from './archive-asset';
export { answeredStatus, conflictCurrent, isVersionConflict, serialTaken } from './asset-failures';
export { findAssetBySerial } from './serial-owner';

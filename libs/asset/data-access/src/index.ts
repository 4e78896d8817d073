export { assetKeys } from './lib/asset.keys';

export { assetKeys } from './lib/asset.keys';
export * from './lib/assets';

export { assetDomain } from './lib/asset-domain';

export { AssetHeading } from './lib/AssetHeading';

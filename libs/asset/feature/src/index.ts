export { AssetSection } from './lib/AssetSection';

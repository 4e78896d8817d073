export { sharedKeys } from './lib/shared.keys';

export { profileKeys } from './lib/profile.keys';

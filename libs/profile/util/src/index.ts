export { profileDomain } from './lib/profile-domain';

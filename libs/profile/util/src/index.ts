export { profileDomain } from './lib/profile-domain';
export { formatDateTime } from './lib/date-time';

export { sharedDomain } from './lib/shared-domain';

export { requestDomain } from './lib/request-domain';

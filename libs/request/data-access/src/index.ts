export { requestKeys } from './lib/request.keys';

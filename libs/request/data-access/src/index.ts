export { requestKeys } from './lib/request.keys';
export * from './lib/requests';
export * from './lib/new-request';

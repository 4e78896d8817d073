export { newRequestSearchSchema } from './lib/new-request-search';
export type { NewRequestSearch } from './lib/new-request-search';
export { requestSearchSchema } from './lib/request-search';
export type { RequestSearch } from './lib/request-search';

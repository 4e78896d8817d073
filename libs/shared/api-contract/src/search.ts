// Third entry point: the zod-free parser of list filters in the portal's URL (first-load code).
export { param, searchSchema, filtersOf, withFilters } from './lib/search-params';
export type { Param, SearchSchema } from './lib/search-params';

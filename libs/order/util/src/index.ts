export { contractSearchSchema, documentSearchSchema, orderSearchSchema } from './lib/search-params';
export type { ContractSearch, DocumentSearch, OrderSearch } from './lib/search-params';
export { rentalTimeline } from './lib/rental-timeline';
export type { Timeline, TimelineBar, TimelineInput } from './lib/rental-timeline';

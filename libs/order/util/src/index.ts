export { contractSearchSchema, documentSearchSchema } from './lib/search-params';
export type { ContractSearch, DocumentSearch } from './lib/search-params';
export { rentalTimeline } from './lib/rental-timeline';
export type { Timeline, TimelineBar, TimelineInput } from './lib/rental-timeline';

export { contractSearchSchema, documentSearchSchema, orderSearchSchema } from './lib/search-params';
export type { ContractSearch, DocumentSearch, OrderSearch } from './lib/search-params';
export { rentalTimeline } from './lib/rental-timeline';
export type { Timeline, TimelineBar, TimelineInput } from './lib/rental-timeline';
export { formatTimeOfDay, isOpenAt, localMoment, weekdayName } from './lib/opening-hours';
export type { WeekHours } from './lib/opening-hours';
export { distanceKm, formatDistance, nearestFirst } from './lib/distance';
export type { LatLng } from './lib/distance';

export { RentalTimeline } from './lib/RentalTimeline';
export type { RentalTimelineProps } from './lib/RentalTimeline';

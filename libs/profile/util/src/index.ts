export { formatDateTime } from './lib/date-time';

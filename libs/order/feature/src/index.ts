export { OrderSection } from './lib/OrderSection';

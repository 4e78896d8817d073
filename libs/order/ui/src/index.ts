export { OrderHeading } from './lib/OrderHeading';

export { orderKeys } from './lib/order.keys';

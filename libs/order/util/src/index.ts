export { orderDomain } from './lib/order-domain';

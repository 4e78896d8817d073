// Public surface of the new-order flow (re-exported by the library's index).
export { NewOrderPage } from './NewOrderPage';
export type { NewOrderPageProps } from './NewOrderPage';
export { OrderRefused } from './OrderRefused';
export type { OrderRefusedProps } from './OrderRefused';
export { OrderAgainButton } from './OrderAgainButton';
export type { OrderAgainButtonProps } from './OrderAgainButton';

// Public surface of the new-order flow (re-exported by the library's index).
export { NewOrderPage } from './NewOrderPage';

// The addresses page (`/order/company/addresses`).
export { AddressesPage } from './AddressesPage';
export type { AddressesPageProps } from './AddressesPage';

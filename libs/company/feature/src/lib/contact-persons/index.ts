// The contact persons page (`/order/company/contactpersons`).
export { ContactPersonsPage } from './ContactPersonsPage';
export type { ContactPersonsPageProps } from './ContactPersonsPage';

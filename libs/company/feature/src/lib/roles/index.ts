// The roles page (`/order/company/roles`).
export { RolesPage } from './RolesPage';
export type { RolesPageProps } from './RolesPage';

// The users page (`/order/company/users`).
export { UsersPage } from './UsersPage';
export type { UsersPageProps } from './UsersPage';

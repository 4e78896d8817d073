// Public surface of this folder (re-exported by the library's index).
export { OrdersPage } from './OrdersPage';
export type { OrdersPageProps } from './OrdersPage';
export { OrderDetailPage } from './OrderDetailPage';
export type { OrderDetailPageProps } from './OrderDetailPage';
export { ApprovalSettings } from './ApprovalSettings';
export type { ApprovalSettingsProps } from './ApprovalSettings';
export { OrdersShortcut } from './OrdersShortcut';
export type { OrdersShortcutProps } from './OrdersShortcut';

export { AppLayout } from './lib/layout/AppLayout';
export type { AppLayoutProps } from './lib/layout/AppLayout';
export { AppHeader } from './lib/header/AppHeader';
export { AppBanners } from './lib/banners/AppBanners';
export { MaintenancePage } from './lib/pages/MaintenancePage';
export { ErrorPage } from './lib/pages/ErrorPage';
export { InstancesPage } from './lib/pages/InstancesPage';
export { isBrowserSupported } from './lib/banners/browser-support';

// Public surface of this folder (re-exported by the library's index).
export { RequestsPage } from './RequestsPage';
export type { RequestsPageProps } from './RequestsPage';
export { RequestDetailPage } from './RequestDetailPage';
export type { RequestDetailPageProps } from './RequestDetailPage';

// Public surface of this folder (re-exported by the library's index).
export { NewRequestPage } from './NewRequestPage';
export type { NewRequestPageProps } from './NewRequestPage';

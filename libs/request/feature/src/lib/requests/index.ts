// Public surface of this folder (re-exported by the library's index).
export { RequestsPage } from './RequestsPage';

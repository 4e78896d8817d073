export { RequestsPage, NewRequestPage } from './lib/RequestPages';

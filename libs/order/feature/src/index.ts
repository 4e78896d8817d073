export { ContractsPage, DocumentsPage, NewOrderPage, DepotsPage } from './lib/OrderPages';

export { ContractsPage } from './lib/contracts/ContractsPage';
export type { ContractsPageProps } from './lib/contracts/ContractsPage';
export { ContractDetailPage } from './lib/contracts/ContractDetailPage';
export type { ContractDetailPageProps } from './lib/contracts/ContractDetailPage';
export { DocumentsPage } from './lib/documents/DocumentsPage';
export type { DocumentsPageProps } from './lib/documents/DocumentsPage';
export { DepotsPage } from './lib/OrderPages';
export * from './lib/orders';
export * from './lib/new-order';

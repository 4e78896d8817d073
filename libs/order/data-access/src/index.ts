export { orderKeys } from './lib/order.keys';
export { contractListQuery, fetchContracts, useContracts } from './lib/contracts/contract-list';
export { contractDetailQuery, fetchContract, useContract } from './lib/contracts/contract-detail';
export { exportContractsCsv, useExportContracts } from './lib/contracts/contracts-export';
export { documentListQuery, fetchDocuments, useDocuments } from './lib/documents/document-list';
export { documentFiles, useDocumentFiles } from './lib/documents/document-files';
export { projectOptionsQuery, fetchProjectOptions, useProjectOptions } from './lib/projects/project-options';
export * from './lib/orders';
export * from './lib/new-order';

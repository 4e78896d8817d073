// Shared pieces of the company pages (contact persons, addresses, projects, users, roles):
// the add/edit dialog, the archive/restore button, reading a refused save, "their changes" after a
// version conflict, the schema check before sending and the save with its Idempotency-Key.
export { AnchorLink, ButtonLink } from './links';
export { CompanyFormModal } from './CompanyFormModal';
export type { CompanyFormModalProps } from './CompanyFormModal';
export { ArchiveRestoreButton } from './ArchiveRestoreButton';
export type { ArchiveAction, ArchiveRestoreButtonProps } from './ArchiveRestoreButton';
export { answeredStatus, companySaveFailure, isVersionConflict } from './save-failure';
export type { CompanySaveFailure, CompanySaveFailureOptions } from './save-failure';
export { TheirChanges } from './TheirChanges';
export type { TheirChangesProps } from './TheirChanges';
export { theirChangeRows } from './their-changes';
export type { TheirChangeRow } from './their-changes';
export { schemaFieldErrors } from './schema-errors';
export type { CheckingSchema } from './schema-errors';
export { useCompanySave } from './use-company-save';
export type { CompanySaveCalls } from './use-company-save';
export { companyListFilterFields } from './company-list-filters';
export { MasterDataPage } from './MasterDataPage';
export type { MasterDataCalls, MasterDataFormProps, MasterDataListProps, MasterDataPageProps } from './MasterDataPage';

// Public surface of this folder (re-exported by the library's index).
export {
  fetchRequestableLines,
  fetchRequestableLinesByIds,
  requestableLinePageSize,
  requestableLinesByIdsQuery,
  requestableLinesQuery,
  useFirstLinePage,
  useLinkedLine,
  useRefreshLines,
  useRequestableLines,
} from './requestable-lines';
export type { LineSearch } from './requestable-lines';
export {
  fetchRequestableAssets,
  fetchRequestableDocuments,
  requestableAssetsQuery,
  requestableDocumentsQuery,
  useLinkedAsset,
  useLinkedDocument,
  useRequestableAssets,
  useRequestableDocuments,
} from './requestable-picks';
export type { PickSearch, RequestableAsset, RequestableDocument } from './requestable-picks';
export { extensionCheckQuery, fetchExtensionCheck, useExtensionCheck } from './extension-check';
export { fetchSiteContact, siteContactQuery, useSiteContact } from './site-contact';
export type { SiteContactOf } from './site-contact';
export { answeredStatus, createRequest, useCreateRequest } from './create-request';
export { photoRefusalOf, uploadRequestPhoto, uploadRequestPhotos } from './request-photos';
export type { PhotoRefusal, PhotoResult } from './request-photos';

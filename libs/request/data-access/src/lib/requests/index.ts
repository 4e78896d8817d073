// Public surface of this folder (re-exported by the library's index).
export { fetchRequests, requestListQuery, useRequests } from './request-list';
export { fetchRequest, requestDetailQuery, useRequest } from './request-detail';
export { exportRequests, useExportRequests } from './requests-export';
export { editRequest, isRequestChanged, useEditRequest } from './request-edit';
export type { RequestEditInput } from './request-edit';
export { fetchRequestPhoto, requestPhotoQuery, useRequestPhotoUrl } from './request-photo';

export { createLazyHttpClient, preloadHttpClient } from './lib/lazy-http-client';
export type { Http } from './lib/lazy-http-client';
export type { HttpClientHooks } from './lib/http-client';
export {
  passesUnchanged,
  needsOpCoHeader,
  corporateClientHeader,
  opCoHeader,
  maxGatewayTimeoutRetries,
  gatewayRetryDelay,
  idempotencyKeyHeader,
  mayRetryGatewayTimeout,
  mayCarryToken,
  originsOf,
} from './lib/request-rules';
export { newIdempotencyKey } from './lib/idempotency-key';
export { describeFailure, isNotFound } from './lib/problem';
export type { Problem, CallFailure } from './lib/problem';
export { ApiClientContext, useApiClient } from './lib/api-context';
export type { ApiClient } from './lib/api-context';
export { seesPrices, hasRight, hasModule, mayRequest } from './lib/session';
export { sessionClient, OtherClientError } from './lib/session-client';
export type { Session } from './lib/session';
export { downloadExport, downloadFile, saveBlob, fileNameOf } from './lib/download';
export { apiParams, pageSize } from './lib/api-params';

// The spec's request rules (§7), as pure functions of a URL so each can be tested alone.

/** URLs that reach the API without the corporate client header (spec §7). */
const passThroughFragments = ['auth/login', 'corporate-clients', 'prospects', '.well-known', 'i18n'];
/** URLs that carry the opCo header (spec §7). */
const opCoFragments = ['/api/usermgmt', '/public/profiles/password'];

export const passesUnchanged = (url: string) => passThroughFragments.some((f) => url.includes(f));
export const needsOpCoHeader = (url: string) => opCoFragments.some((f) => url.includes(f));

/** Header names of the runtime contract. */
export const corporateClientHeader = 'X-Corporate-Client';
export const opCoHeader = 'X-Opco';

/** HTTP 504 is retried up to 5 times, waiting 500 ms × the attempt number (spec §9). */
export const maxGatewayTimeoutRetries = 5;
export const gatewayRetryDelay = (attempt: number) => 500 * attempt;

/** The header that makes a POST safe to repeat: the API answers a repeated key with the first result. */
export const idempotencyKeyHeader = 'Idempotency-Key';
const idempotentMethods = ['get', 'head', 'options', 'put', 'delete'];

/**
 * Whether a 504 may be retried: a read or an idempotent method always; a POST or PATCH only with an
 * Idempotency-Key, because the gateway may have timed out after the API had already acted (a
 * repeated order would be a second order).
 */
export const mayRetryGatewayTimeout = (method: string | undefined, hasIdempotencyKey: boolean) =>
  idempotentMethods.includes((method ?? 'get').toLowerCase()) || hasIdempotencyKey;

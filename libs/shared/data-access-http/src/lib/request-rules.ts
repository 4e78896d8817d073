// The spec's request rules (§7), as pure functions of a URL so each can be tested alone.

/** URLs that reach the API without the corporate client header (spec §7). */
const passThroughFragments = ['auth/login', 'corporate-clients', 'prospects', '.well-known', 'i18n'];
/** URLs that carry the opCo header (spec §7). */
const opCoFragments = ['/api/usermgmt', '/public/profiles/password'];

export const passesUnchanged = (url: string) => passThroughFragments.some((f) => url.includes(f));
export const needsOpCoHeader = (url: string) => opCoFragments.some((f) => url.includes(f));

// Outside a browser (tests) a relative URL resolves against this stand-in for the page's origin.
const pageBase = () => (typeof location === 'undefined' ? 'http://same-origin.invalid/' : location.href);

/** The origins of the configured API bases (config.json's apiUrl, apiUrlUsermgmt, …). */
export const originsOf = (urls: readonly string[]): string[] => [...new Set(urls.map((url) => new URL(url, pageBase()).origin))];

/**
 * Whether a request may carry the access token: only to the API's configured origins, or to the
 * page's own origin (a relative URL). Resolved as the browser will resolve it, so `//host/…` and
 * `/\host/…` count as the other host they are, not as paths.
 */
export function mayCarryToken(url: string, apiOrigins: readonly string[]): boolean {
  const base = pageBase();
  let target: string;
  try {
    target = new URL(url, base).origin;
  } catch {
    return false;
  }
  return target === new URL(base).origin || apiOrigins.includes(target);
}

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

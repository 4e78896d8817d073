// Error reports must never carry a secret from the address. The reset page takes its `token=…`
// out of the address bar at once (libs/auth/feature token-from-link.ts), but an event or a
// breadcrumb can be made before, and the navigation that removed it names the old address. So
// every text of an event, breadcrumb and replay event loses what follows `token=`, and values
// under keys that name a token or a password are dropped whatever they look like.

export const FILTERED = '[Filtered]';

/** `token=…` (also `access_token=…`), plain or percent-encoded inside another address. */
const tokenInText = /(token(?:=|%3D))(?:(?!%26)[^&#\s"'<>])+/gi;
/** Keys whose string value is a secret: request data, query objects and `[key, value]` pairs. */
const secretKey = /token|password/i;

export const scrubText = (text: string): string => text.replace(tokenInText, `$1${FILTERED}`);

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Scrubs `value` in place and returns it: plain objects, arrays and strings only (an event's
 * `extra` may hold anything, e.g. DOM nodes, which are left alone), at most 20 levels deep.
 */
export function scrubSecrets<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (!value || typeof value !== 'object' || depth > 20) return value;
  if (Array.isArray(value)) {
    const [key, pairValue] = value as unknown[];
    if (value.length === 2 && typeof key === 'string' && secretKey.test(key) && typeof pairValue === 'string') value[1] = FILTERED;
    else value.forEach((item, i) => (value[i] = scrubSecrets(item, depth + 1)));
    return value;
  }
  if (!isPlainObject(value)) return value;
  const record: Record<string, unknown> = value;
  for (const [key, item] of Object.entries(record)) {
    record[key] = typeof item === 'string' && secretKey.test(key) ? FILTERED : scrubSecrets(item, depth + 1);
  }
  return value;
}

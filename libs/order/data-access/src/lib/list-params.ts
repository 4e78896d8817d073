/** Rows per page of every list in this domain. */
export const pageSize = 25;

/** A search from the URL as the API's query string: booleans as `true`, nothing for unset values. */
export function apiParams(search: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    params[key] = typeof value === 'boolean' ? 'true' : (value as string | number);
  }
  return params;
}

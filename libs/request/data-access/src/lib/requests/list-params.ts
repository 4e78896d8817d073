/** Rows per page of the requests list. */
export const pageSize = 25;

/** A search from the URL as the API's query string: nothing for unset values. */
export function apiParams(search: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = value as string | number;
  }
  return params;
}

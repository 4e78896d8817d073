// Every list asks its endpoint the same way: the search from the URL as a query string. One rule
// for all lists, so an on/off filter or an unset value reaches every API the same way.

/** Rows per page of every portal list. */
export const pageSize = 25;

/** A search as the API's query string: `true` for flags, nothing for unset or off values. */
export function apiParams(search: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    params[key] = typeof value === 'boolean' ? 'true' : (value as string | number);
  }
  return params;
}

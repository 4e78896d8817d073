/** json_build_object arrives parsed from node-postgres and as text from PGlite: the same value from both. */
export const parsedJson = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

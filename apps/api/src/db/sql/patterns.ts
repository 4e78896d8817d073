/** `%text%` for ILIKE, with the LIKE wildcards of the text itself escaped (backslash is the default escape). */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

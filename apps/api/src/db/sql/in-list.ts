import { sql } from 'drizzle-orm';

/**
 * `(1, 2, 3)` of bound values, for `x IN ${inList(ids)}`. An empty list is `(NULL)`, which matches
 * nothing, where `()` would be a syntax error.
 */
export const inList = (ids: readonly number[]) => sql`(${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`NULL`], sql`, `)})`;

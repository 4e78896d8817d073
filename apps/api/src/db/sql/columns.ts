// A select list declared as named, typed expressions, so the rows' type comes from the query
// itself instead of a type written beside it: `columns({ id: sql<number>`o.id` })` reads `{ id: number }`.
import { sql, type SQL } from 'drizzle-orm';

export type Columns = Record<string, SQL<unknown>>;

/** The row a select list gives: each name with the type of its expression. */
export type RowOf<C extends Columns> = { [K in keyof C]: C[K] extends SQL<infer T> ? T : never };

/** `expr AS "name", …` in declaration order, typed as the row it selects. */
export const columns = <C extends Columns>(list: C): SQL<RowOf<C>> =>
  sql<RowOf<C>>`${sql.join(Object.entries(list).map(([name, expr]) => sql`${expr} AS ${sql.identifier(name)}`), sql`, `)}`;

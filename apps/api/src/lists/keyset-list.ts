// The one way a list endpoint reads its rows: a list is declared once (what it reads from, its
// order, its select list) and, with the WHERE of the request's filters, gives a page with its
// total and the CSV export's keyset batches in the same order.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columns, type Columns, type RowOf } from '../db/sql/columns';
import { selectRows } from '../db/sql/rows';
import { batches } from './batches';

/** Rows per export batch: one batch is in memory at a time. */
export const EXPORT_BATCH = 500;

export interface KeysetList<Row> {
  /** The table and its alias, `sql\`orders o\``; every fragment names the table by that alias. */
  from: SQL;
  /**
   * With `joins`: the alias the page (cut from `from` alone, so an index on the filter serves it)
   * is known by when the joins run for its rows only. Without it the joins are part of the page's
   * FROM (the count still reads `from` alone).
   */
  alias?: string;
  /** Joins the select list needs and the filters do not. */
  joins?: SQL;
  /** The order, unique (the id last); every column NOT NULL, so keyset batches compare them as a row. */
  order: SQL[];
  /** The order as the joined rows name it, when `from` names its table otherwise than `alias`. */
  joinedOrder?: SQL[];
  /** Newest first: every order column descending. */
  descending?: boolean;
  /** The select list; its type is the rows' type. */
  select: SQL<Row>;
}

/** A table's rows newest first by `created_at`, then id: the page is cut from the table, then joined. */
export const newestFirst = <Row>(table: string, alias: string, select: SQL<Row>, joins: SQL): KeysetList<Row> => ({
  from: sql`${sql.identifier(table)} ${sql.raw(alias)}`,
  alias,
  joins,
  order: [sql.raw(`${alias}.created_at`), sql.raw(`${alias}.id`)],
  descending: true,
  select,
});

const orderBy = (list: KeysetList<unknown>, order = list.order) => sql.join(list.descending ? order.map((c) => sql`${c} DESC`) : order, sql`, `);

/**
 * What follows the select list in the statement of `list`'s rows matching `where` (plus `after`),
 * in list order, `limit` from `offset`: FROM to the end.
 */
function rowsFrom(list: KeysetList<unknown>, where: SQL, limit: number, offset: number | null, after: SQL = sql``): SQL {
  const cut = sql`WHERE ${where} ${after} ORDER BY ${orderBy(list)} LIMIT ${limit}${offset === null ? sql`` : sql` OFFSET ${offset}`}`;
  if (!list.joins || !list.alias) return sql`FROM ${list.from} ${list.joins ?? sql``} ${cut}`;
  return sql`FROM (SELECT * FROM ${list.from} ${cut}) ${sql.raw(list.alias)} ${list.joins} ORDER BY ${orderBy(list, list.joinedOrder)}`;
}

/** One page of the rows matching `where`. */
export const pageRows = <Row>(db: Db, list: KeysetList<Row>, where: SQL, page: number, pageSize: number): Promise<Row[]> =>
  selectRows(db, list.select, rowsFrom(list, where, pageSize, (page - 1) * pageSize));

/** How many rows match `where`. */
export async function countRows(db: Db, list: KeysetList<unknown>, where: SQL): Promise<number> {
  const [row] = await selectRows(db, columns({ total: sql<number>`count(*)::int` }), sql`FROM ${list.from} WHERE ${where}`);
  return row?.total ?? 0;
}

/** One page and the total, counted alongside (the lists whose totals are not cached). */
export async function listPage<Row>(db: Db, list: KeysetList<Row>, where: SQL, page: number, pageSize: number): Promise<{ items: Row[]; total: number }> {
  const [items, total] = await Promise.all([pageRows(db, list, where, page, pageSize), countRows(db, list, where)]);
  return { items, total };
}

/**
 * Every row matching `where` in list order, in batches of EXPORT_BATCH, each continuing after the
 * last row of the one before (keyset: no offset to skip, a stable order while rows are added).
 * `also` adds columns to the list's own that `keyOf` needs; `keyOf` gives a row's values of the
 * order columns (SQL where a value needs a cast, such as a microsecond cursor timestamp).
 */
export function exportBatches<Row, C extends Columns = Record<never, never>>(
  db: Db,
  list: KeysetList<Row>,
  where: SQL,
  query: { also?: C; keyOf: (row: Row & RowOf<C>) => unknown[] },
): AsyncGenerator<(Row & RowOf<C>)[]> {
  // The list's own columns, then those of `also`.
  const select = sql<Row & RowOf<C>>`${list.select}${query.also ? sql`, ${columns(query.also)}` : sql``}`;
  const compare = list.descending ? sql`<` : sql`>`;
  return batches<Row & RowOf<C>, unknown[]>(async (cursor) => {
    const after = cursor ? sql`AND (${sql.join(list.order, sql`, `)}) ${compare} (${sql.join(cursor.map((v) => sql`${v}`), sql`, `)})` : sql``;
    const items = await selectRows(db, select, rowsFrom(list, where, EXPORT_BATCH, null, after));
    const last = items[items.length - 1];
    return { items, cursor: items.length === EXPORT_BATCH && last ? query.keyOf(last) : null };
  });
}

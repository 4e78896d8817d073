// What contact persons, addresses and projects share: the list's filter (the client's own rows,
// archived ones only when asked for, q over some columns), the list itself as a list of the kit
// (lists/keyset-list.ts) in (sort key, id) order, and writes that carry the version they were
// based on (409 version_conflict with the item as it is now).
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { companyListFilterSchema } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { containsPattern } from '../../db/sql/patterns';
import { exportBatches, listPage, type KeysetList } from '../../lists/keyset-list';
import { createIdempotently, storedAnswer, type IdempotentCall } from '../../lib/idempotency';
import { versionConflict } from '../../http/conflict';

export type CompanyListFilterValues = z.output<typeof companyListFilterSchema>;

/** One kind of master data as SQL: `alias` names its table in every fragment. */
export interface MasterTable {
  table: 'contact_persons' | 'addresses' | 'projects';
  alias: string;
  /** The list order before the id (unique with it); every column NOT NULL, so keyset pages compare them as a row. */
  order: SQL[];
  /** The columns q searches (ILIKE, wildcards of q escaped). */
  search: SQL[];
}

/** The client's rows matching the filter: archived ones are hidden unless `archived` is true. */
export function masterWhere(t: MasterTable, clientId: number, f: CompanyListFilterValues, also?: SQL): SQL {
  const a = sql.raw(t.alias);
  const conditions = [sql`${a}.client_id = ${clientId}`];
  if (also) conditions.push(also);
  if (!f.archived) conditions.push(sql`NOT ${a}.archived`);
  if (f.q) {
    const pattern = containsPattern(f.q);
    conditions.push(sql`(${sql.join(t.search.map((column) => sql`${column} ILIKE ${pattern}`), sql` OR `)})`);
  }
  return sql.join(conditions, sql` AND `);
}

/** A kind of master data as a list of the kit, read with `select` (and its `joins`). */
const listOf = <T>(t: MasterTable, select: SQL<T>, joins?: SQL): KeysetList<T> => ({
  from: sql`${sql.identifier(t.table)} ${sql.raw(t.alias)}`,
  alias: t.alias,
  joins,
  order: [...t.order, sql.raw(`${t.alias}.id`)],
  select,
});

/** One page of rows and the total. */
export const masterPage = <T>(db: Db, t: MasterTable, clientId: number, f: CompanyListFilterValues, query: { select: SQL<T>; joins?: SQL; also?: SQL; page: number; pageSize: number }) =>
  listPage(db, listOf(t, query.select, query.joins), masterWhere(t, clientId, f, query.also), query.page, query.pageSize);

/** Every matching row in list order, in keyset batches; `keyOf` gives a row's values of the order columns, the id last. */
export const masterBatches = <T>(db: Db, t: MasterTable, clientId: number, f: CompanyListFilterValues, query: { select: SQL<T>; joins?: SQL; also?: SQL; keyOf: (row: T) => unknown[] }) =>
  exportBatches(db, listOf(t, query.select, query.joins), masterWhere(t, clientId, f, query.also), { keyOf: query.keyOf });

/**
 * Runs `change` inside a transaction on the item locked by `load` (which answers 404 for another
 * client's id), after checking the version it was based on. `change` returns whether it changed
 * anything: when not, the item and its version stay as they were.
 */
export async function versioned<T extends { version: number }>(
  db: Db,
  what: string,
  version: number,
  load: (tx: Db, lock: boolean) => Promise<T>,
  change: (tx: Db, current: T) => Promise<boolean>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const current = await load(tx, true);
    if (current.version !== version) throw versionConflict(what, current);
    return (await change(tx, current)) ? load(tx, false) : current;
  });
}

/** Sets `archived` (and any `also` columns) and bumps the version of one row of the client. */
export async function setArchived(tx: Db, t: MasterTable, clientId: number, id: number, archived: boolean, also: SQL = sql``): Promise<void> {
  await tx.execute(sql`
    UPDATE ${sql.identifier(t.table)} SET archived = ${archived}, version = version + 1 ${also}
    WHERE id = ${id} AND client_id = ${clientId}`);
}

/** The idempotency_keys column that names what a company create made. */
export type CreatedColumn = 'contactPersonId' | 'addressId' | 'projectId';

/**
 * A create under an Idempotency-Key (ADR 0007), as the asset create does: the earlier answer for
 * the key, or `insert` and the key's answer written in one transaction (the key last, so a
 * concurrent twin waits for this commit and then meets the unique index). `otherConflict`
 * explains any other unique violation (a project code taken meanwhile).
 */
export async function createWithKey<T extends { id: number }>(
  db: Db,
  call: IdempotentCall & { column: CreatedColumn },
  insert: (tx: Db) => Promise<T>,
  otherConflict?: (error: unknown) => Promise<Error | null>,
): Promise<{ answer: T; replayed: boolean }> {
  const { userId, key, hash, what, column } = call;
  const create = () =>
    db.transaction(async (tx) => {
      const earlier = await storedAnswer<T>(tx, userId, key, hash, what);
      if (earlier) return { answer: earlier, replayed: true };
      const answer = await insert(tx);
      await tx.insert(idempotencyKeys).values({ userId, key, requestHash: hash, [column]: answer.id, response: answer as unknown as Record<string, unknown> });
      return { answer, replayed: false };
    });
  return createIdempotently(db, call, create, otherConflict);
}

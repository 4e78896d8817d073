// A list's WHERE declared once, condition by condition, as text with placeholders. The hot routes
// run it as a prepared statement built once per filter shape (which optional filters are present)
// and kept, so a request only computes its values; composing drizzle `sql` objects per request was
// the largest share of the API's own CPU (docs/performance.md). The same declaration renders as a
// drizzle `sql` for the exports and scripts/explain-lists.ts, so there is one text to maintain.
import { sql, type SQL } from 'drizzle-orm';
import type { Statement } from '../db/client';

/** Hands out the next placeholder ($1, $2, …) while a text is built. */
export type Placeholder = () => string;

/** One condition of a WHERE: whether it applies, its text, and its values in placeholder order. */
export interface Condition<S> {
  when: (scope: S) => boolean;
  text: (p: Placeholder) => string;
  values: (scope: S) => unknown[];
}

/** A statement around a WHERE: the WHERE's text goes where it says, further values take `p()` after it. */
export type Outer = (where: string, p: Placeholder) => string;

/** The conditions that apply, joined as drizzle's `and()` does: bare when alone, parenthesised otherwise. */
function whereText<S>(conditions: readonly Condition<S>[], shape: number, p: Placeholder): string {
  const parts = conditions.filter((_, i) => shape & (1 << i)).map((c) => c.text(p));
  return parts.length > 1 ? `(${parts.join(' and ')})` : parts[0]!;
}

function shapeOf<S>(conditions: readonly Condition<S>[], scope: S): { shape: number; values: unknown[] } {
  let shape = 0;
  const values: unknown[] = [];
  conditions.forEach((c, i) => {
    if (!c.when(scope)) return;
    shape |= 1 << i;
    values.push(...c.values(scope));
  });
  return { shape, values };
}

/**
 * A statement per shape, named after it (node-postgres prepares each name once per connection).
 * Values given after the scope (LIMIT, OFFSET) take the placeholders `outer` asks for after the WHERE.
 * `Row` is the row `outer` selects: the declared type of the builder it is assigned to.
 */
export function shaped<S, Row>(name: string, conditions: readonly Condition<S>[], outer: Outer) {
  const texts = new Map<number, string>();
  const build = (shape: number) => {
    let n = 0;
    const p = () => `$${++n}`;
    return outer(whereText(conditions, shape, p), p);
  };
  return (scope: S, ...after: unknown[]): Statement<Row> => {
    const { shape, values } = shapeOf(conditions, scope);
    let text = texts.get(shape);
    if (text === undefined) texts.set(shape, (text = build(shape)));
    return { name: `${name}_${shape}`, text, values: values.concat(after) };
  };
}

// Private-use characters: they never occur in the declared texts.
const VALUE = '\uE000';
const WHERE = '\uE001';

/** Text with value and WHERE markers as drizzle `sql`: the markers become bound values and `where`. */
function markedSql(text: string, values: readonly unknown[], where?: SQL): SQL {
  let next = 0;
  const chunks = text.split(/([\uE000\uE001])/).map((part) => (part === VALUE ? sql`${values[next++]}` : part === WHERE ? (where ?? sql``) : sql.raw(part)));
  return sql.join(chunks);
}

/** The declared WHERE for `scope` as drizzle `sql`, the same text and values as the statement's. */
export function conditionsSql<S>(conditions: readonly Condition<S>[], scope: S): SQL {
  const { shape, values } = shapeOf(conditions, scope);
  return markedSql(whereText(conditions, shape, () => VALUE), values);
}

/** `outer` around a drizzle WHERE, with the values it asks for after it. */
export const outerSql = (outer: Outer, where: SQL, ...after: unknown[]): SQL => markedSql(outer(WHERE, () => VALUE), after, where);

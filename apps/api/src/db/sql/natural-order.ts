import { sql, type SQL } from 'drizzle-orm';

/**
 * Sort keys that put names in natural order: by their text up to the first number, then by that
 * number's value (decimal point or comma), then by the whole name. Product names are a noun and a
 * size, and by text alone 13.5 t came before 3.5 t (1 t, 11 t, 13.5 t, 3.5 t); now 1 t, 3.5 t, 11 t,
 * 13.5 t. In SQL, not an ICU collation with numeric ordering: PGlite has no ICU, and the list is
 * paged in the database. Every key is NOT NULL for a NOT NULL name, as keyset lists need.
 */
export const naturalOrder = (name: SQL): SQL[] => [
  sql`regexp_replace(${name}, '[[:space:]]*[0-9].*$', '')`,
  sql`coalesce(replace(substring(${name} from '[0-9]+(?:[.,][0-9]+)?'), ',', '.')::numeric, -1)`,
  name,
];

// A list's filters as they stand in the portal's URL: the same filters the API's list endpoints
// take (overview.ts validates them there with zod). The router parses the URL on every navigation
// and is part of the first page load, so this parser is a few lines of plain code instead of the
// schema library. It is lenient: a value that does not parse is dropped, so an old or edited link
// still opens the list rather than an error page.
import { dateBounds, maxDbId, maxSearchLength } from './vocabulary';

/** Reads one raw URL value (string from the address bar, or the typed value after a navigation). */
export type Param<T> = (raw: unknown) => T | undefined;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const integer = (raw: unknown) => (typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN);

export const param = {
  /** A page number; 1 is the default and stays out of the URL. */
  page: ((raw) => {
    const n = integer(raw);
    return Number.isInteger(n) && n >= 2 && n <= 10_000 ? n : undefined;
  }) as Param<number>,
  /** A database id. */
  id: ((raw) => {
    const n = integer(raw);
    return Number.isInteger(n) && n >= 1 && n <= maxDbId ? n : undefined;
  }) as Param<number>,
  /** One of a closed list. */
  oneOf: <const T extends string>(values: readonly T[]): Param<T> => (raw) => (values.includes(raw as T) ? (raw as T) : undefined),
  /** A calendar date YYYY-MM-DD that exists, in the years the API accepts. */
  date: ((raw) => {
    if (typeof raw !== 'string' || !isoDate.test(raw) || raw < dateBounds.min || raw > dateBounds.max) return undefined;
    const parsed = new Date(`${raw}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(raw) ? raw : undefined;
  }) as Param<string>,
  /** Search text: trimmed, not empty, short, no control characters. */
  text: ((raw) => {
    if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
    const text = String(raw).trim();
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    return text && text.length <= maxSearchLength && !/[\u0000-\u001f]/.test(text) ? text : undefined;
  }) as Param<string>,
  /** An on/off filter: only `true` counts; off stays out of the URL. */
  flag: ((raw) => (raw === true || raw === 'true' ? true : undefined)) as Param<true>,
};

type Parsed<S extends Record<string, Param<unknown>>> = { [K in keyof S]?: S[K] extends Param<infer T> ? T : never };

/** A list's URL parser; `keys` names its params, so a test can hold them to the contract's filters. */
export type SearchSchema<S extends Record<string, Param<unknown>>> = ((raw: Record<string, unknown>) => Parsed<S>) & { keys: readonly (keyof S & string)[] };

/** A `validateSearch` for TanStack Router: keeps the known params that parse, nothing else. */
export function searchSchema<S extends Record<string, Param<unknown>>>(shape: S): SearchSchema<S> {
  const parse = (raw: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const value = read(raw[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as Parsed<S>;
  };
  return Object.assign(parse, { keys: Object.keys(shape) as (keyof S & string)[] });
}

/** The filters of a search, without the page: what an export and the chips work from. */
export function filtersOf<S extends { page?: number }>(search: S): Omit<S, 'page'> {
  const { page: _page, ...filters } = search;
  return filters;
}

/** Changed filters start again at page one; an unset value leaves the URL. */
export function withFilters<S extends { page?: number }>(search: S, patch: Partial<S>): S {
  const next = { ...search, page: undefined, ...patch };
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '' && v !== false)) as unknown as S;
}

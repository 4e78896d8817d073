// Totals of paged lists. A page that is not full (and not past the end) is the last one, so its
// total needs no count. Otherwise counts and totals are remembered for a few seconds per client
// and filter, shared by concurrent requests (one query for a burst of identical ones): a list is
// paged through with the same filter, and the counts of a client's records move slowly (new
// documents arrive in batches, contracts close by day), so a total up to TOTALS_TTL_MS old is fine.
import { createTtlCache } from '../lib/ttl-cache';

export const TOTALS_TTL_MS = 5_000;

export type Totals = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

export function createTotalsCache(ttlMs = TOTALS_TTL_MS): Totals {
  const cache = createTtlCache<Promise<unknown>>(ttlMs, 5_000);
  return <T>(key: string, compute: () => Promise<T>) => {
    const hit = cache.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const pending = compute();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  };
}

/** The cache key of a filter: stable whatever the order of the query parameters. */
export const filterKey = (scope: string, filter: Record<string, unknown>) =>
  `${scope}|${Object.entries(filter).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${String(v)}`).join('&')}`;

export async function pageTotal(page: number, pageSize: number, rowsOnPage: number, count: () => Promise<number>): Promise<number> {
  if (rowsOnPage > 0 && rowsOnPage < pageSize) return (page - 1) * pageSize + rowsOnPage;
  if (rowsOnPage === 0 && page === 1) return 0;
  return count();
}

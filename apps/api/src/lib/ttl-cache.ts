// A small in-process cache with a time to live and a size bound (oldest entries go first).

export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, ttlMs?: number): void;
  delete(key: string): void;
  clear(): void;
}

export function createTtlCache<V>(defaultTtlMs: number, maxEntries = 10_000, now: () => number = Date.now): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, ttlMs = defaultTtlMs) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

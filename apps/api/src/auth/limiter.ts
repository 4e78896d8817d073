// Counts failed attempts per key (e.g. email + IP) in a fixed window. In memory: one process is
// the unit of deployment here; several replicas would need a shared store such as Redis.

export interface AttemptLimiter {
  /** Seconds until the key may try again; 0 when it may try now. */
  retryAfter(key: string): number;
  /** Records one attempt. */
  hit(key: string): void;
  reset(key: string): void;
}

export function createAttemptLimiter(max: number, windowMs: number, now: () => number = Date.now): AttemptLimiter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const prune = () => {
    // Bounded memory under a spray of keys: drop expired entries once the map grows.
    if (entries.size < 10_000) return;
    for (const [key, entry] of entries) if (entry.resetAt <= now()) entries.delete(key);
  };
  return {
    retryAfter(key) {
      const entry = live(key);
      return entry && entry.count >= max ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0;
    },
    hit(key) {
      prune();
      const entry = live(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, resetAt: now() + windowMs });
    },
    reset(key) {
      entries.delete(key);
    },
  };
}

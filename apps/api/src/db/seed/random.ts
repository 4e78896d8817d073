// A seeded PRNG so that every seed run produces exactly the same data.

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  uuid(): string;
}

export function createRandom(seed: number): Random {
  // mulberry32: tiny, fast and good enough for demo data.
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

const DAY = 86_400_000;

/** YYYY-MM-DD of `today` shifted by a number of days. */
export function isoDay(today: Date, offsetDays: number): string {
  return new Date(today.getTime() + offsetDays * DAY).toISOString().slice(0, 10);
}

export function atDay(today: Date, offsetDays: number): Date {
  return new Date(today.getTime() + offsetDays * DAY + 9 * 3_600_000);
}

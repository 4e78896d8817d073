/**
 * Reads a query in keyset-paginated batches: `next(cursor)` returns one batch and the cursor to
 * continue after it (null when it was the last). Only one batch is in memory at a time.
 */
export async function* batches<T, C>(next: (cursor: C | undefined) => Promise<{ items: T[]; cursor: C | null }>): AsyncGenerator<T[]> {
  let cursor: C | undefined;
  for (;;) {
    const batch = await next(cursor);
    yield batch.items;
    if (batch.cursor === null) return;
    cursor = batch.cursor;
  }
}

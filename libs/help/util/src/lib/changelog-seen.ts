// When a user last read the changelog, and which entries are new since. The visit is kept on the
// device per user (`changelogSeen:<userId>`) as an ISO timestamp; whatever else is found there (an
// old format, a hand edit, another app's value) counts as no visit, so every entry shows as new.

/** The local storage key of a user's last visit of the changelog. */
export const changelogSeenKey = (userId: number) => `changelogSeen:${userId}`;

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The stored visit as an ISO timestamp, or null when there is none or it cannot be read. */
export function parseChangelogSeen(raw: unknown): string | null {
  if (typeof raw !== 'string' || !isoTimestamp.test(raw)) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * An entry (dated `YYYY-MM-DD`, the day it was released) is new when it is dated after the day of
 * the last visit (in UTC, as the entries' dates are). Never visited: everything is new.
 */
export function isNewSince(entryDate: string, seenAt: string | null): boolean {
  return seenAt === null || entryDate > seenAt.slice(0, 10);
}

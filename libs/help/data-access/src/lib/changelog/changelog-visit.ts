// The user's last visit of the changelog, kept on this device (`changelogSeen:<userId>`). Storage
// may be missing, refuse (private mode, quota, a blocked origin) or hold anything: reading then
// says "never visited" and writing is skipped, and the page works the same.
import { changelogSeenKey, parseChangelogSeen } from '@portal/help-util';
import { useEffect, useState } from 'react';

/** The part of Storage used here (tests pass their own). */
export type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): VisitStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // Some browsers throw on the mere access when storage is blocked.
  }
}

/** When the user last saw the changelog (ISO timestamp), or null: never, or unreadable. */
export function readChangelogSeen(userId: number, storage: VisitStorage | undefined = defaultStorage()): string | null {
  try {
    return parseChangelogSeen(storage?.getItem(changelogSeenKey(userId)));
  } catch {
    return null;
  }
}

/** Remembers that the user has seen the changelog now. */
export function writeChangelogSeen(userId: number, at: Date = new Date(), storage: VisitStorage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(changelogSeenKey(userId), at.toISOString());
  } catch {
    // Not remembered: the entries show as new again next time, which is harmless.
  }
}

/**
 * The last visit before this one, read once when the page opens, so the marks stay while the user
 * reads; the visit itself is stored once the page has been shown.
 */
export function useChangelogVisit(userId: number): string | null {
  const [before] = useState(() => ({ userId, seenAt: readChangelogSeen(userId) }));
  useEffect(() => writeChangelogSeen(userId), [userId]);
  return before.userId === userId ? before.seenAt : readChangelogSeen(userId);
}

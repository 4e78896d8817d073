import { expect, it } from 'vitest';
import { readChangelogSeen, writeChangelogSeen, type VisitStorage } from './changelog-visit';

const memory = (values: Record<string, string> = {}): VisitStorage & { values: Record<string, string> } => ({
  values,
  getItem: (key) => values[key] ?? null,
  setItem: (key, value) => void (values[key] = value),
});
const refusing: VisitStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

it('keeps the last visit per user and reads anything else as never visited', () => {
  const storage = memory({ 'changelogSeen:2': 'not a date' });
  writeChangelogSeen(1, new Date('2026-11-21T15:00:00Z'), storage);
  expect(storage.values['changelogSeen:1']).toBe('2026-11-21T15:00:00.000Z');
  expect(readChangelogSeen(1, storage)).toBe('2026-11-21T15:00:00.000Z');
  expect(readChangelogSeen(2, storage)).toBeNull();
  expect(readChangelogSeen(3, storage)).toBeNull();
});

it('works on when storage refuses', () => {
  expect(readChangelogSeen(1, refusing)).toBeNull();
  expect(() => writeChangelogSeen(1, new Date(), refusing)).not.toThrow();
});

import { expect, it } from 'vitest';
import { changelogSeenKey, isNewSince, parseChangelogSeen } from './changelog-seen';
import { appVersionOf, reportProblemSearchSchema } from './help-search';

const eventId = '0123456789abcdef0123456789ABCDEF';

it('keeps the page and the error report of a report link, and drops what does not parse', () => {
  expect(reportProblemSearchSchema({ page: '/order/contracts?page=2', eventId, other: 'x' })).toEqual({ page: '/order/contracts?page=2', eventId: eventId.toLowerCase() });
  for (const page of ['https://evil.test/x', '//evil.test', '/\\evil.test', 'order', '/a b', `/${'x'.repeat(500)}`, 3]) {
    expect(reportProblemSearchSchema({ page })).toEqual({});
  }
  for (const bad of ['local-abc12345', `${eventId}0`, 'g'.repeat(32)]) expect(reportProblemSearchSchema({ eventId: bad })).toEqual({});
});

it('names the release as the contract takes it', () => {
  expect(appVersionOf('1.4.0+build.7')).toBe('1.4.0+build.7');
  expect(appVersionOf('release 2026/11')).toBe('release-2026-11');
  expect(appVersionOf('')).toBe('unknown');
  expect(appVersionOf('x'.repeat(80))).toHaveLength(60);
});

it('reads the last visit defensively and marks entries dated after its day as new', () => {
  expect(changelogSeenKey(7)).toBe('changelogSeen:7');
  expect(parseChangelogSeen('2026-11-21T15:00:00.000Z')).toBe('2026-11-21T15:00:00.000Z');
  for (const raw of [null, undefined, '', 'yesterday', '{"at":1}', '2026-13-45T99:00:00Z', 42]) expect(parseChangelogSeen(raw)).toBeNull();

  expect(isNewSince('2026-11-22', null)).toBe(true);
  expect(isNewSince('2026-11-22', '2026-11-21T15:00:00.000Z')).toBe(true);
  expect(isNewSince('2026-11-21', '2026-11-21T15:00:00.000Z')).toBe(false);
  expect(isNewSince('2026-11-01', '2026-11-21T15:00:00.000Z')).toBe(false);
});

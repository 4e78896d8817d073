import { expect, it } from 'vitest';
import { formatDateTime } from './date-time';

const moment = '2026-11-22T09:15:00.000Z';

// ICU versions differ in which space they put before AM; the words and order are what count.
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

it('writes date and time the way each locale does, in the given time zone', () => {
  expect(plain(formatDateTime(moment, 'en-US', 'UTC'))).toBe('Nov 22, 2026, 9:15 AM');
  expect(plain(formatDateTime(moment, 'de', 'Europe/Berlin'))).toBe('22.11.2026, 10:15');
  expect(plain(formatDateTime(moment, 'nl', 'Europe/Amsterdam'))).toBe('22 nov 2026, 10:15');
});

it('gives null for an unreadable value', () => {
  expect(formatDateTime('yesterday', 'en-US')).toBeNull();
});

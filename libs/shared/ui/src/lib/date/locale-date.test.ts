import { describe, expect, it } from 'vitest';
import { dateFieldOrder, formatDateField, parseDateField } from './locale-date';

describe('formatDateField', () => {
  it.each([
    ['de', '27.11.2026'],
    ['pl', '27.11.2026'],
    ['nl', '27-11-2026'],
    ['fr-BE', '27/11/2026'],
    ['hu', '2026. 11. 27.'],
    ['en-US', '11/27/2026'],
  ] as const)('writes %s as %s', (locale, text) => {
    expect(formatDateField('2026-11-27', locale)).toBe(text);
  });

  it('writes nothing for no date or an unreadable one', () => {
    expect(formatDateField('', 'de')).toBe('');
    expect(formatDateField('27.11.2026', 'de')).toBe('');
  });
});

describe('parseDateField', () => {
  it.each([
    ['de', '27.11.2026'],
    ['de', '27.11.2026 '],
    ['nl', '27-11-2026'],
    ['fr-BE', '27/11/2026'],
    ['hu', '2026. 11. 27.'],
    ['pl', '27.11.2026'],
    ['en-US', '11/27/2026'],
    ['en-US', '2026-11-27'],
  ] as const)('reads %s %s', (locale, text) => {
    expect(parseDateField(text, locale)).toBe('2026-11-27');
  });

  it('reads the day and month without leading zeros, in the locale order', () => {
    expect(parseDateField('3.2.2027', 'de')).toBe('2027-02-03');
    expect(parseDateField('3/2/2027', 'en-US')).toBe('2027-03-02');
  });

  it.each(['', '27.11.26', '31.02.2026', '27.13.2026', '27.11', 'tomorrow', '11/27/2026/1'])('refuses %j', (text) => {
    expect(parseDateField(text, 'de')).toBeNull();
  });

  it('knows each locale order from Intl', () => {
    expect(dateFieldOrder('hu')).toEqual(['year', 'month', 'day']);
    expect(dateFieldOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(dateFieldOrder('nl-BE')).toEqual(['day', 'month', 'year']);
  });
});

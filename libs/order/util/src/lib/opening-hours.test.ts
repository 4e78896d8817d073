import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, isOpenAt, localMoment, weekdayName, type WeekHours } from './opening-hours';

const nineToFive = { opens: '09:00', closes: '17:00' };
const week: WeekHours = { mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: { opens: '07:00', closes: '16:00' }, sat: null, sun: null };
const AMS = 'Europe/Amsterdam';

describe('localMoment', () => {
  it('tells the weekday and time in the given zone, not the machine one', () => {
    // Sunday 23:30 UTC is already Monday 01:30 in Amsterdam (summer time) and still Sunday in New York.
    const now = new Date('2026-06-07T23:30:00Z');
    expect(localMoment(AMS, now)).toEqual({ day: 'mon', minutes: 90 });
    expect(localMoment('America/New_York', now)).toEqual({ day: 'sun', minutes: 19 * 60 + 30 });
  });

  it('reads midnight as 0, not 24', () => {
    expect(localMoment('UTC', new Date('2026-06-08T00:00:00Z'))).toEqual({ day: 'mon', minutes: 0 });
  });
});

describe('isOpenAt', () => {
  it('is open from the opening minute up to the closing one, in the opCo time zone', () => {
    // 08:59 and 09:00 in Amsterdam in winter (UTC+1).
    expect(isOpenAt(week, AMS, new Date('2026-01-05T07:59:00Z'))).toBe(false);
    expect(isOpenAt(week, AMS, new Date('2026-01-05T08:00:00Z'))).toBe(true);
    expect(isOpenAt(week, AMS, new Date('2026-01-05T15:59:00Z'))).toBe(true);
    expect(isOpenAt(week, AMS, new Date('2026-01-05T16:00:00Z'))).toBe(false);
  });

  it('uses each day its own hours and is closed on a day without hours', () => {
    // Friday 16:30 in Amsterdam: after Friday's 16:00 although other days close at 17:00.
    expect(isOpenAt(week, AMS, new Date('2026-01-09T15:30:00Z'))).toBe(false);
    expect(isOpenAt(week, AMS, new Date('2026-01-10T11:00:00Z'))).toBe(false);
  });
});

describe('names and times in the locale', () => {
  it('names the weekdays in the locale, Monday first', () => {
    expect(weekdayName('mon', 'en-US')).toBe('Monday');
    expect(weekdayName('sun', 'en-US')).toBe('Sunday');
    expect(weekdayName('wed', 'nl')).toBe('woensdag');
    expect(weekdayName('sat', 'de')).toBe('Samstag');
  });

  it('writes a local time the way the locale does', () => {
    // ICU versions differ in the space before PM (plain or narrow no-break).
    expect(formatTimeOfDay('17:00', 'en-US')).toMatch(/^5:00\sPM$/);
    expect(formatTimeOfDay('07:30', 'nl')).toBe('07:30');
    expect(formatTimeOfDay('07:30', 'de')).toBe('07:30');
  });
});

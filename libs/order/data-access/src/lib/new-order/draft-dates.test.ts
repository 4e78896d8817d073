import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, newLinePeriod, nextWorkingDay } from './draft-dates';

describe('draft dates', () => {
  it('starts on the next working day: Friday and the weekend lead to Monday', () => {
    expect(nextWorkingDay('2026-11-18')).toBe('2026-11-19'); // Wednesday → Thursday
    expect(nextWorkingDay('2026-11-20')).toBe('2026-11-23'); // Friday → Monday
    expect(nextWorkingDay('2026-11-21')).toBe('2026-11-23'); // Saturday → Monday
    expect(nextWorkingDay('2026-11-22')).toBe('2026-11-23'); // Sunday → Monday
  });

  it('runs a week, across months and years', () => {
    expect(newLinePeriod('2026-11-20')).toEqual({ startDate: '2026-11-23', expectedEndDate: '2026-11-30' });
    expect(newLinePeriod('2026-12-30')).toEqual({ startDate: '2026-12-31', expectedEndDate: '2027-01-07' });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('knows a real calendar date', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28-02-2026')).toBe(false);
    expect(isIsoDate(20260228)).toBe(false);
  });
});

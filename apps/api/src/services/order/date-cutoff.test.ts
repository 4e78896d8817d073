import { describe, expect, it } from 'vitest';
import { dateChangeCutoff, startOfDayIn } from './date-cutoff';

describe('the date change cut-off', () => {
  it('counts from midnight where the opCo is, in winter and in summer time', () => {
    expect(startOfDayIn('nl', '2026-12-10').toISOString()).toBe('2026-12-09T23:00:00.000Z');
    expect(startOfDayIn('pl', '2026-07-10').toISOString()).toBe('2026-07-09T22:00:00.000Z');
    // The night the clocks go forward: midnight is still winter time.
    expect(startOfDayIn('de', '2027-03-28').toISOString()).toBe('2027-03-27T23:00:00.000Z');
  });

  it('lies the opCo\'s hours before the start', () => {
    expect(dateChangeCutoff('be', '2026-12-10', 24).toISOString()).toBe('2026-12-08T23:00:00.000Z');
    expect(dateChangeCutoff('hu', '2026-12-10', 48).toISOString()).toBe('2026-12-07T23:00:00.000Z');
  });
});

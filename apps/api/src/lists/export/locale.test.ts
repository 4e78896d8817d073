import { describe, expect, it } from 'vitest';
import { exportLocale } from './locale';

describe('an export locale', () => {
  it("writes the issue's raw UTC order time at the opCo's wall clock, as each language writes dates", () => {
    expect(exportLocale('nl', 'nl').timestamp('2026-11-27T20:07:25.450Z')).toBe('27-11-2026 21:07');
    expect(exportLocale('de', 'de').timestamp('2026-11-27T23:30:00Z')).toBe('28.11.2026 00:30');
    expect(exportLocale('en-US', 'nl').wallClock('2026-07-01T10:00:00Z').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(exportLocale('hu', 'hu').date('2026-11-27')).toBe('2026. 11. 27.');
    expect(exportLocale('pl', 'pl').date('2026-11-27')).toBe('27.11.2026');
  });

  it('separates with a semicolon exactly where the decimal mark is a comma', () => {
    const separators = Object.fromEntries(['en-US', 'de', 'fr-BE', 'nl', 'nl-BE', 'hu', 'pl'].map((l) => [l, exportLocale(l, 'nl').separator]));
    expect(separators).toEqual({ 'en-US': ',', de: ';', 'fr-BE': ';', nl: ';', 'nl-BE': ';', hu: ';', pl: ';' });
  });

  it('gives spreadsheet formats with the currency where the language puts it', () => {
    expect(exportLocale('de', 'de').amountFormat('EUR')).toBe('#,##0.00 "€"');
    expect(exportLocale('en-US', 'nl').amountFormat('EUR')).toBe('"€" #,##0.00');
    expect(exportLocale('de', 'de').dateFormat).toBe('dd\\.mm\\.yyyy');
    expect(exportLocale('pl', 'pl').amountFormat('PLN')).toBe('#,##0.00 "zł"');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatMoment, formatMoney, formatNumber, prepareFormatters } from './format';

// Intl may use narrow no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('locale formatting', () => {
  it('writes dates the way each locale does', () => {
    expect(formatDate('2026-11-21', 'en-US', 'short')).toBe('11/21/26');
    expect(formatDate('2026-11-21', 'de', 'medium')).toBe('21.11.2026');
    expect(formatDate('2026-11-21', 'nl', 'short')).toBe('21-11-2026');
    expect(formatDate('2026-11-21', 'hu', 'medium')).toBe('2026. nov. 21.');
  });

  it('uses the locale separators for numbers', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'nl')).toBe('1.234,5');
    expect(plain(formatNumber(1234.5, 'fr-BE'))).toBe('1 234,5');
  });

  it('writes money in its currency', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'nl'))).toBe('€ 1.234,50');
    expect(plain(formatMoney(1234.5, 'PLN', 'pl'))).toBe('1234,50 zł');
    expect(plain(formatMoney(1234.5, 'EUR', 'pseudo-LOCALE'))).toBe('€1,234.50');
  });

  it('keeps one formatter per locale and options, never answering for another', () => {
    // Alternating calls: a formatter kept for one locale or style must not serve the next.
    for (let i = 0; i < 2; i++) {
      expect(formatDate('2026-11-21', 'de', 'medium')).toBe('21.11.2026');
      expect(formatDate('2026-11-21', 'de', 'long')).toBe('21. November 2026');
      expect(formatDate('2026-11-21', 'en-US', 'medium')).toBe('Nov 21, 2026');
      expect(formatNumber(1.23456, 'en-US', 0)).toBe('1');
      expect(formatNumber(1.23456, 'en-US', 3)).toBe('1.235');
      expect(plain(formatMoney(5, 'EUR', 'nl'))).toBe('€ 5,00');
      expect(plain(formatMoney(5, 'PLN', 'nl'))).toBe('PLN 5,00');
    }
  });

  it('writes a moment in the local time zone, with or without the time of day', () => {
    const moment = new Date(2026, 10, 21, 0, 30);
    expect(formatMoment(moment, 'en-US')).toBe('Nov 21, 2026');
    expect(plain(formatMoment(moment, 'en-US', true))).toBe('Nov 21, 2026, 12:30 AM');
    expect(formatMoment(moment, 'de', true)).toBe('21.11.2026, 00:30');
  });

  it('prepares a locale\'s date and number formatters ahead of the first list (issue 14)', () => {
    prepareFormatters('pl');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatDate('2026-11-21', 'pl')).toBe('21 lis 2026');
      expect(formatNumber(2.5, 'pl')).toBe('2,5');
      expect(dates).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

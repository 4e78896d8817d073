import { formatNumber, type AppLocale } from '@portal/shared-util-i18n';

/**
 * The locale's decimal and grouping signs, for NumberInput: a German user types 12.500,50, an
 * English one 12,500.50. Read off how the locale writes 12345.6 (pl and hu group with a space).
 */
export function numberSeparators(locale: AppLocale): { decimalSeparator: string; thousandSeparator: string | undefined } {
  const sample = formatNumber(12345.6, locale);
  const decimalSeparator = sample.charAt(sample.length - 2);
  // "12345,6" has no group sign; "12.345,6" or "12 345,6" has one after the first two digits.
  const thousandSeparator = sample.length > 7 ? sample.charAt(2) : undefined;
  return { decimalSeparator, thousandSeparator };
}

import { useLingui } from '@lingui/react';
import { formatDate, resolveLocale } from '@portal/shared-util-i18n';

/** Props of DateText: an ISO date or date-time and how long to write it. */
export interface DateTextProps {
  value: string | null | undefined;
  style?: 'short' | 'medium' | 'long';
}

/** A date in the user's locale inside `<time>`; nothing when there is none or it cannot be read. */
export function DateText({ value, style = 'medium' }: DateTextProps) {
  const { i18n } = useLingui();
  if (!value) return null;
  let text: string;
  try {
    text = formatDate(value, resolveLocale(i18n.locale), style);
  } catch {
    return null; // Intl throws on an invalid date; an unreadable date shows as no date.
  }
  // A date reads as one: "20 jul 2026" never splits over two lines.
  return <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>{text}</time>;
}

import { useLingui } from '@lingui/react';
import { resolveLocale } from '@portal/shared-util-i18n';

/** Props of DateTimeText: an ISO timestamp and whether the time of day is shown too. */
export interface DateTimeTextProps {
  value: string;
  withTime?: boolean;
}

/**
 * A moment (e.g. when a request was made) in the user's locale and own time zone: DateText reads
 * calendar dates in UTC, which would put a request made just after midnight on the day before.
 */
export function DateTimeText({ value, withTime = false }: DateTimeTextProps) {
  const { i18n } = useLingui();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const locale = resolveLocale(i18n.locale);
  // The pseudo-locale formats like English; Intl does not know it.
  const format = new Intl.DateTimeFormat(locale === 'pseudo-LOCALE' ? 'en-US' : locale, { dateStyle: 'medium', timeStyle: withTime ? 'short' : undefined });
  return <time dateTime={value}>{format.format(date)}</time>;
}

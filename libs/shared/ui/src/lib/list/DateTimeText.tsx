import { useLingui } from '@lingui/react';
import { formatMoment, resolveLocale } from '@portal/shared-util-i18n';

/** Props of DateTimeText: an ISO timestamp and whether the time of day is shown too. */
export interface DateTimeTextProps {
  value: string;
  withTime?: boolean;
}

/**
 * A moment (e.g. when an order was placed or a request made) in the user's locale and own time
 * zone, inside `<time>`; nothing when it cannot be read. DateText is for calendar dates.
 */
export function DateTimeText({ value, withTime = false }: DateTimeTextProps) {
  const { i18n } = useLingui();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={value}>{formatMoment(date, resolveLocale(i18n.locale), withTime)}</time>;
}

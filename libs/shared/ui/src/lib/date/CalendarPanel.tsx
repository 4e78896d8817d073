// The calendar of the date fields, in a chunk of its own with Mantine's date styles and dayjs's
// locales: only a page whose user opens a calendar loads them (ADR 0016).
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/hu';
import 'dayjs/locale/nl';
import 'dayjs/locale/nl-be';
import 'dayjs/locale/pl';
import { useLingui } from '@lingui/react/macro';
import { DatePicker } from '@mantine/dates';
import type { AppLocale } from '@portal/shared-util-i18n';
import dayjs from 'dayjs';

/** Props of CalendarPanel: the chosen ISO date, its bounds, the locale and what to do with a choice. */
export interface CalendarPanelProps {
  value: string;
  min?: string;
  max?: string;
  locale: AppLocale;
  onPick: (iso: string) => void;
}

// dayjs's names of the portal's locales (it has no fr-BE: Belgian French names months as French does).
const dayjsLocales: Record<AppLocale, string> = { 'en-US': 'en', de: 'de', 'fr-BE': 'fr', nl: 'nl', 'nl-BE': 'nl-be', hu: 'hu', pl: 'pl', 'pseudo-LOCALE': 'en' };

/** A month calendar in the user's language, starting the week on the locale's first day; days outside min..max cannot be chosen. */
export function CalendarPanel({ value, min, max, locale, onPick }: CalendarPanelProps) {
  const { t } = useLingui();
  const name = dayjsLocales[locale];
  const ariaLabels = {
    previousMonth: t`Previous month`, nextMonth: t`Next month`, previousYear: t`Previous year`, nextYear: t`Next year`,
    previousDecade: t`Previous decade`, nextDecade: t`Next decade`, monthLevelControl: t`Choose a month`, yearLevelControl: t`Choose a year`,
  };
  return (
    <DatePicker
      locale={name}
      firstDayOfWeek={(dayjs.Ls[name]?.weekStart ?? 0) as 0 | 1}
      value={value || null}
      defaultDate={value || min || undefined}
      minDate={min}
      maxDate={max}
      ariaLabels={ariaLabels}
      // Mantine's pale days of the next and previous months and its light red weekends fail WCAG's
      // text contrast (axe): the month's own days only, in the text colour.
      hideOutsideDates
      weekendDays={[]}
      onChange={(picked) => picked && onPick(picked)}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { formatTimeOfDay, weekdayName, type WeekHours } from '@portal/order-util';
import { weekdays, type Weekday } from '@portal/shared-api-contract/vocabulary';

/** Props of OpeningHoursTable: a depot's week, the weekday it is at the depot, the Intl locale. */
export interface OpeningHoursTableProps {
  hours: WeekHours;
  today: Weekday;
  locale: string;
}

/** A depot's opening hours, Monday first, today's row marked (in bold, and as the current date for screen readers). */
export function OpeningHoursTable({ hours, today, locale }: OpeningHoursTableProps) {
  const { t } = useLingui();
  return (
    <Table captionSide="top" verticalSpacing={4} horizontalSpacing="xs" fz="sm" withRowBorders={false}>
      <Table.Caption ta="start" fw={600} c="var(--mantine-color-text)" mt={0} mb={4}>{t`Opening hours`}</Table.Caption>
      <Table.Tbody>
        {weekdays.map((day) => {
          const isToday = day === today;
          const time = hours[day];
          return (
            <Table.Tr key={day} aria-current={isToday ? 'date' : undefined} fw={isToday ? 700 : undefined} bg={isToday ? 'var(--mantine-primary-color-light)' : undefined}>
              <Table.Th scope="row" fw="inherit">{weekdayName(day, locale)}</Table.Th>
              {/* A time range never breaks: on a phone "7:00 AM – 5:00 PM" stays on one line. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{time ? `${formatTimeOfDay(time.opens, locale)} – ${formatTimeOfDay(time.closes, locale)}` : t({ message: 'Closed', context: 'opening hours' })}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Box, Group, Stack, Text } from '@mantine/core';
import type { Timeline } from '@portal/order-util';
import { DateText } from '@portal/shared-ui';
import classes from './RentalTimeline.module.css';

/** Props of RentalTimeline: the laid-out timeline and a label per line id (product and fleet number). */
export interface RentalTimelineProps {
  timeline: Timeline;
  labels: Record<number, string>;
}

/**
 * One bar per contract line from on-rent to off-rent, with today marked. Every fact the bars show
 * is also written out beside them, so a screen reader and a narrow phone get the same information.
 */
export function RentalTimeline({ timeline, labels }: RentalTimelineProps) {
  const { t } = useLingui();
  return (
    <Box component="figure" m={0} className={classes.figure}>
      <Box component="figcaption" mb="xs">
        <Text fw={600}>{t`Rental periods`}</Text>
        <Text size="sm" c="dimmed">
          <DateText value={timeline.start} /> – <DateText value={timeline.end} />
        </Text>
      </Box>
      <Stack gap="sm" component="ol" className={classes.rows}>
        {timeline.bars.map((bar) => (
          <li key={bar.id} className={classes.row}>
            <Group justify="space-between" gap={4} wrap="wrap">
              <Text size="sm" fw={500}>{labels[bar.id]}</Text>
              <Text size="sm">
                <DateText value={bar.start} /> – <DateText value={bar.end} />{' '}
                {bar.ended ? t`(off-hired)` : bar.overdue ? t`(expected end passed, still on rent)` : t`(expected)`}
              </Text>
            </Group>
            <div className={classes.track} aria-hidden="true">
              <div
                className={classes.bar}
                data-state={bar.ended ? 'ended' : bar.overdue ? 'overdue' : 'onRent'}
                style={{ left: `${bar.offset}%`, width: `${bar.width}%` }}
              />
              {timeline.today !== null && <div className={classes.today} style={{ left: `${timeline.today}%` }} />}
            </div>
          </li>
        ))}
      </Stack>
      {timeline.today !== null && (
        <Text size="xs" c="dimmed" mt="xs">
          <span className={classes.todayKey} aria-hidden="true" /> {t`Today`}
        </Text>
      )}
    </Box>
  );
}

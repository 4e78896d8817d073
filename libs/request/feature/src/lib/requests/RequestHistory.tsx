import { DateTimeText } from '@portal/shared-ui';
import { useLingui } from '@lingui/react/macro';
import { Text, Timeline } from '@mantine/core';
import type { RequestEvent } from '@portal/shared-api-contract';
import { requestStatuses } from '../common/labels';

/** Props of RequestHistory: the request's status changes, oldest first. */
export interface RequestHistoryProps {
  events: RequestEvent[];
}

/** Where the request has stood, since when and by whom, with the rental company's note. */
export function RequestHistory({ events }: RequestHistoryProps) {
  const { t, i18n } = useLingui();
  return (
    <Timeline active={events.length - 1} bulletSize={16} lineWidth={2}>
      {events.map((event, index) => (
        <Timeline.Item key={`${event.status}-${index}`} title={i18n._(requestStatuses[event.status].label)} color={event.status === 'rejected' ? 'red' : undefined}>
          <Text size="sm">
            <DateTimeText value={event.at} withTime />
            {event.byName && <> · {t`by ${event.byName}`}</>}
          </Text>
          {event.note && <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{event.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

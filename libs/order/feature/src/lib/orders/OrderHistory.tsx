import { DateText, DateTimeText } from '@portal/shared-ui';
import { useLingui } from '@lingui/react/macro';
import { Text, Timeline } from '@mantine/core';
import type { OrderEvent } from '@portal/shared-api-contract';
import { orderEventKinds } from '../common/labels';

/** Props of OrderHistory: the order's events, oldest first. */
export interface OrderHistoryProps {
  events: OrderEvent[];
}

/** What happened to the order, who did it and when; a rejection or cancellation with its reason, a date change with the period before and after, a PO change with the old and new reference. */
export function OrderHistory({ events }: OrderHistoryProps) {
  const { t, i18n } = useLingui();
  return (
    <Timeline active={events.length - 1} bulletSize={16} lineWidth={2}>
      {events.map((event, index) => (
        <Timeline.Item key={`${event.kind}-${index}`} title={i18n._(orderEventKinds[event.kind])}
          color={event.kind === 'rejected' || event.kind === 'cancelled' ? 'red' : undefined}>
          <Text size="sm">
            <DateTimeText value={event.at} withTime />
            {event.byName && <> · {t`by ${event.byName}`}</>}
          </Text>
          {event.reason && <Text size="sm" mt={4}>{t`Reason: ${event.reason}`}</Text>}
          {event.po && <Text size="sm" mt={4}>{event.po.from ?? '—'} → {event.po.to ?? '—'}</Text>}
          {event.dates && (
            <Text size="sm" mt={4}>
              <DateText value={event.dates.fromStart} /> – <DateText value={event.dates.fromEnd} /> → <DateText value={event.dates.toStart} /> – <DateText value={event.dates.toEnd} />
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { OrderDetail } from '@portal/shared-api-contract';

/** Props of RejectionReason: the order as last read. */
export interface RejectionReasonProps {
  order: OrderDetail;
}

/** A rejected order says why at the top: the person who placed it comes to the page for exactly that. */
export function RejectionReason({ order }: RejectionReasonProps) {
  const { t } = useLingui();
  if (order.status !== 'rejected') return null;
  const event = order.events.findLast((e) => e.kind === 'rejected');
  return (
    <Alert color="red" title={t`This order was rejected`}>
      {event?.reason && <Text size="sm">{t`Reason: ${event.reason}`}</Text>}
      {event?.byName && <Text size="sm" c="dimmed">{t`by ${event.byName}`}</Text>}
    </Alert>
  );
}

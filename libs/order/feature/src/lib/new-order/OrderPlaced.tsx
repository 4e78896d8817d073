import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { PlacedOrder } from '@portal/shared-api-contract';
import { useEffect, useRef } from 'react';
import { AnchorLink } from '../common/links';

/** Props of OrderPlaced: the API's answer and how to start another order. */
export interface OrderPlacedProps {
  order: PlacedOrder;
  onNewOrder: () => void;
}

/** `Order O-0000123 placed`, with a link to it; focus goes to the message so it is heard. */
export function OrderPlaced({ order, onNewOrder }: OrderPlacedProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const waits = order.status === 'awaiting_approval';
  return (
    <Stack gap="md" maw={640}>
      <Alert ref={ref} tabIndex={-1} role="status" color="green" title={t`Order ${order.number} placed`}>
        {waits ? t`It waits for approval by your company; you will see the outcome in your orders.` : t`We will confirm it shortly.`}
      </Alert>
      <Group>
        <AnchorLink to="/order/orders/$orderId" params={{ orderId: String(order.id) }}>{t`View order ${order.number}`}</AnchorLink>
        <Button variant="default" onClick={onNewOrder}>{t`Start a new order`}</Button>
      </Group>
    </Stack>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Title } from '@mantine/core';
import { useOrder } from '@portal/order-data-access';
import { seesPrices, type Session } from '@portal/shared-data-access-http';
import { PageHeader, StatusBadge } from '@portal/shared-ui';
import { orderStatuses } from '../common/labels';
import { AnchorLink } from '../common/links';
import { OrderActions } from './OrderActions';
import { OrderDateChange } from './OrderDateChange';
import { OrderFacts } from './OrderFacts';
import { OrderHistory } from './OrderHistory';
import { OrderLines } from './OrderLines';
import { OrderPoEdit } from './OrderPoEdit';
import { RejectionReason } from './RejectionReason';

/** Props of OrderDetailPage: the session and the order's id from the URL. */
export interface OrderDetailPageProps {
  session: Session;
  orderId: number;
}

/** One order (`/order/orders/$orderId`): status, facts, actions, lines and history. */
export function OrderDetailPage({ session, orderId }: OrderDetailPageProps) {
  const { t, i18n } = useLingui();
  const { data: order } = useOrder(session, orderId);
  const status = orderStatuses[order.status];
  return (
    <Stack gap="lg">
      <AnchorLink to="/order/orders" size="sm">
        {t`Back to my orders`}
      </AnchorLink>
      <div>
        <PageHeader title={t`Order ${order.number}`} />
        <Group gap="sm" mt={-8}>
          <StatusBadge tone={status.tone}>{i18n._(status.label)}</StatusBadge>
        </Group>
      </div>
      <RejectionReason order={order} />
      <OrderActions session={session} order={order} />
      <OrderDateChange session={session} order={order} />
      <OrderPoEdit session={session} order={order} />
      <OrderFacts order={order} showPrices={seesPrices(session)} />
      <Stack gap="xs">
        <Title order={2} size="h3">{t`Lines`}</Title>
        <OrderLines order={order} showPrices={seesPrices(session)} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">{t`History`}</Title>
        <OrderHistory events={order.events} />
      </Stack>
    </Stack>
  );
}

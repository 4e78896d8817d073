import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import type { OrderDetail } from '@portal/shared-api-contract';
import { DateText, DateTimeText, Money } from '@portal/shared-ui';
import { Fact } from '../common/Fact';

/** Props of OrderFacts: the order and whether its total may show. */
export interface OrderFactsProps {
  order: OrderDetail;
  showPrices: boolean;
}

/** The order's period, site, people and total, in a grid that is one column on a phone. */
export function OrderFacts({ order, showPrices }: OrderFactsProps) {
  const { t } = useLingui();
  const { address, contactPerson: contact } = order;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      <Fact label={t`Rental period`}>{order.startDate ? <><DateText value={order.startDate} /> – <DateText value={order.endDate} /></> : '—'}</Fact>
      <Fact label={t`Project`}>{order.projectName ?? '—'}</Fact>
      <Fact label={t`PO reference`}>{order.poReference ?? '—'}</Fact>
      <Fact label={t`Delivery address`}>
        {address ? [address.label, address.street, `${address.postalCode} ${address.city}`, address.country].join('\n') : '—'}
      </Fact>
      <Fact label={t`Contact person`}>{contact ? [contact.name, contact.email, contact.phone].filter(Boolean).join('\n') : '—'}</Fact>
      <Fact label={t`Placed`}>
        <DateTimeText value={order.createdAt} withTime />
        {order.createdByName && <>{'\n'}{t`by ${order.createdByName}`}</>}
      </Fact>
      {showPrices && order.total !== null && (
        <Fact label={t`Estimated total`}><Money amount={order.total} currency={order.currency} /></Fact>
      )}
      {order.comment && <Fact label={t`Comment`}>{order.comment}</Fact>}
    </SimpleGrid>
  );
}
